/**
 * Composing rules into a field validator.
 *
 * A field's `validate` prop takes `validate(...rules)`: typed function calls rather than a string
 * DSL such as 'required|min:3', so a rule's arguments are checked by the compiler, a typo fails the
 * build and a remote can add its own rule as a plain function (docs/decisions/0200-form-layer.md).
 *
 *   <TextField name="email" label={t('email')} validate={validate(rules.required(), rules.email())} />
 *
 * Rules run in order and the first failure wins (so "Email is required." comes before "Please
 * enter a valid email address."). The validator stays synchronous while every rule is; a rule
 * that returns a promise makes the rest of the chain asynchronous, which final-form reports as
 * `validating` and the form shows as busy.
 */
import type { Rule, RuleMessage, RuleResult } from './types.ts';

/** A final-form field validator built by `validate`; `required` tells a field to mark itself required. */
export interface Validator {
  (value: unknown, allValues: object): RuleResult | Promise<RuleResult>;
  readonly required: boolean;
}

const presence = Symbol('forms.requiresValue');

/** Marks a rule as one that demands a value (`required`, `accepted`), so the field shows it is required. */
export function markRequired<R extends Rule>(rule: R): R {
  return Object.assign(rule, { [presence]: true });
}

const demandsValue = (rule: Rule) => presence in rule;

function isPromise(result: RuleResult | Promise<RuleResult>): result is Promise<RuleResult> {
  return typeof (result as Promise<RuleResult> | undefined)?.then === 'function';
}

/** Composes rules into one validator: the first failing rule's message, or undefined. */
export function validate(...rules: Rule[]): Validator {
  const runFrom = (start: number, value: unknown, allValues: object): RuleResult | Promise<RuleResult> => {
    for (let index = start; index < rules.length; index += 1) {
      const result = rules[index]!(value, allValues);
      if (isPromise(result)) return result.then((message) => message ?? runFrom(index + 1, value, allValues));
      if (result) return result;
    }
    return undefined;
  };
  const required = rules.some(demandsValue);
  const validator = Object.assign((value: unknown, allValues: object = {}) => runFrom(0, value, allValues), {
    required,
  });
  // A validator is itself a rule, so composing validators keeps the "required" mark.
  return required ? markRequired(validator) : validator;
}

/**
 * The same rule with another message, typically one of the remote's own catalogue:
 * `withMessage(rules.matches(/^IT\d{11}$/), { id: 'checkout.invoice.vatNumber' })`.
 */
export function withMessage(rule: Rule, message: RuleMessage): Rule {
  const replace = (result: RuleResult) => (result ? message : undefined);
  const replaced: Rule = (value, allValues) => {
    const result = rule(value, allValues);
    return isPromise(result) ? result.then(replace) : replace(result);
  };
  return demandsValue(rule) ? markRequired(replaced) : replaced;
}
