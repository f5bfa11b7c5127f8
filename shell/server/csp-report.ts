/**
 * The endpoint browsers send Content-Security-Policy violations to (`report-uri`): each one is logged on one line, so
 * an operator running with CSP_REPORT_ONLY=1 sees what an enforced policy would block before enforcing it. Anyone can
 * post here, so the body is bounded, nothing is stored, and the log is capped per minute.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBoundedBody } from './bounded-body.ts';

export const cspReportPath = '/csp-report';
const MAX_BODY = 16 * 1024;

interface Violation {
  documentUri: string;
  blockedUri: string;
  directive: string;
  sample: string;
}

/**
 * A field of a report as one line of log: anyone can post here, so control characters (a forged newline would write a
 * fake log line) become spaces.
 */
const text = (value: unknown): string =>
  typeof value === 'string'
    ? Array.from(value.slice(0, 300), (char) => (char < ' ' || char === '\u007f' ? ' ' : char)).join('')
    : '';

/** The violations in a report body: the `application/csp-report` shape, or a Reporting API list. */
export function parseViolations(body: string): Violation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const reports = Array.isArray(parsed)
    ? parsed.map((report: { body?: Record<string, unknown> }) => report?.body ?? {})
    : [
        ((parsed as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'] ?? {}) as Record<
          string,
          unknown
        >,
      ];
  return reports
    .map((report) => ({
      documentUri: text(report['document-uri'] ?? report.documentURL),
      blockedUri: text(report['blocked-uri'] ?? report.blockedURL),
      directive: text(report['effective-directive'] ?? report['violated-directive'] ?? report.effectiveDirective),
      sample: text(report['script-sample'] ?? report.sample),
    }))
    .filter((violation) => violation.directive !== '');
}

export function createCspReporter(log: (line: string) => void = console.warn, perMinute = 100) {
  let windowStart = 0;
  let logged = 0;
  return function handleCspReport(req: IncomingMessage, res: ServerResponse): void {
    readBoundedBody(req, MAX_BODY, (body) => {
      res.writeHead(body === null ? 413 : 204, { 'cache-control': 'no-store' });
      res.end();
      if (body === null) return;
      const now = Date.now();
      if (now - windowStart > 60_000) [windowStart, logged] = [now, 0];
      for (const v of parseViolations(body)) {
        if (logged++ >= perMinute) return;
        log(
          `[csp] ${v.documentUri} blocked ${v.blockedUri || 'inline'} (${v.directive})${v.sample ? `: ${v.sample}` : ''}`,
        );
      }
    });
  };
}
