/**
 * A lease on a file beside the registry, so that one shell process at a time (of every process and machine that shares
 * the deploy root) takes the canary decisions (docs/decisions/0702). Created with O_EXCL ('wx'): of two processes only
 * one creates it. It holds its owner and an expiry; a process that died holding it leaves an expired lease, which the
 * next one takes over. A holder lets it go when its turn is done.
 */
import fs from 'node:fs';

interface LeaseFile {
  owner: string;
  expiresAt: number;
}

const readLease = (file: string): LeaseFile | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LeaseFile;
  } catch {
    return null;
  }
};

function create(file: string, lease: LeaseFile): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(lease), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the lease for `ms` and answers whether this owner holds it now. An expired lease (or one left unreadable by
 * a crash mid-write) is moved aside under a name only this owner uses, then created anew: of two processes taking
 * over the same expired lease, the second finds the file gone (or fresh) and goes without.
 */
export function takeLease(file: string, owner: string, ms: number, now = Date.now()): boolean {
  if (create(file, { owner, expiresAt: now + ms })) return true;
  const held = readLease(file);
  if (held && held.expiresAt > now) return held.owner === owner;
  const aside = `${file}.expired-${owner}`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return false;
  }
  const moved = readLease(aside);
  fs.rmSync(aside, { force: true });
  // What was moved aside must be the expired lease read above; a fresh one (another process took over in between) is
  // put back and this owner goes without.
  if (moved && moved.expiresAt > now) {
    create(file, moved);
    return false;
  }
  return create(file, { owner, expiresAt: now + ms });
}

/** Lets the lease go, if this owner still holds it. */
export function releaseLease(file: string, owner: string): void {
  if (readLease(file)?.owner === owner) fs.rmSync(file, { force: true });
}
