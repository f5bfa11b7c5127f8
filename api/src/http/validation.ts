/** Turns a zod failure into one clear English sentence for the envelope's `message`. */
import type { z } from 'zod';

export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
