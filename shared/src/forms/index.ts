/**
 * `@storefront/shared/forms`: the shop's form layer (final-form + react-final-form), its rules
 * (SPEC section 5) and their messages (`locales/<lang>/forms.json`). See validate.ts for how rules
 * compose and docs/decisions/0200-form-layer.md for why it is shaped this way.
 */
export * as rules from './rules.ts';
export { validate, withMessage, markRequired, type Validator } from './validate.ts';
export type { Rule, SyncRule, RuleMessage, RuleResult, FieldMessage, FormsMessageId, MessageValue } from './types.ts';
export {
  formatFieldMessage,
  useFieldMessage,
  loadFormsMessages,
  formsLanguages,
  type FormsLanguage,
} from './messages.ts';
export { Form, type FormProps, type SubmitErrors, type SubmitResult } from './form.tsx';
export { refusalErrors, type RefusalErrorsOptions } from './refusal-errors.ts';
export { FORM_ERROR } from 'final-form';
export type { FieldProps, Visibility } from './use-form-field.ts';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './text-field.tsx';
export { PasswordField, type PasswordFieldProps } from './password-field.tsx';
export { NumberField, parseNumber, type NumberFieldProps } from './number-field.tsx';
export { SelectField, type SelectFieldProps, type ChoiceOption } from './select-field.tsx';
export { RadioGroup, type RadioGroupProps } from './radio-group.tsx';
export { GenderField, type GenderFieldProps } from './gender-field.tsx';
export { Checkbox } from './checkbox.tsx';
export { FileField, type FileFieldProps } from './file-field.tsx';
