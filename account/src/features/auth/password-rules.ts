/**
 * The stated password strength rule for a new password (register, reset, change): 8 to 72 characters (the api's
 * bounds) with at least one letter and one digit. The hint `account.password.rule` says the same in words.
 */
import { rules, validate } from '@storefront/shared/forms';

export const newPassword = validate(
  rules.required(),
  rules.length(8, 72),
  rules.contains_alpha(),
  rules.contains_digit(),
);

/** The repeated password: required and equal to the field `other`. */
export const passwordConfirmation = (other: string) => validate(rules.required(), rules.confirm(other));
