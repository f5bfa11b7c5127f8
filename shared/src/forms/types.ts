/** The contract between rules, the composer and the fields: what a rule returns and how it is shown. */
import type en from '../../../locales/en/forms.json';

/** Ids of the messages in `locales/<lang>/forms.json`; English is the source catalogue. */
export type FormsMessageId = keyof typeof en;

/** A value a message can interpolate; a list is shown as "a, b or c" in the active language. */
export type MessageValue = string | number | Date | readonly string[];

/**
 * What a failing rule returns: the id of a message and its values. The field adds `{field}` (its
 * label) when it formats the message, so rules stay pure and language-free. Ids outside
 * `forms.*` are allowed for a remote's own messages (see `withMessage`).
 */
export interface RuleMessage {
  id: FormsMessageId | (string & {});
  values?: Readonly<Record<string, MessageValue>>;
}

/** The result of one check: `undefined` when the value is valid. */
export type RuleResult = RuleMessage | undefined;

/**
 * A rule: a pure function of the field's value and all the form's values. An asynchronous rule
 * (a server-side check) returns a promise; the form shows its loading state while it runs.
 */
export type Rule = (value: unknown, allValues: object) => RuleResult | Promise<RuleResult>;

/** A synchronous rule, as every built-in rule is. */
export type SyncRule = (value: unknown, allValues: object) => RuleResult;

/**
 * What a field may show as its error: a rule's message, or a string that is already translated
 * (a server's answer returned from the submit handler).
 */
export type FieldMessage = RuleMessage | string;
