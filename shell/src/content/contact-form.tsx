/**
 * The contact form (SPEC section 1 lists a contact page; the api's sendContactMessage stores the message). Built on the
 * shop's form layer, so it follows SPEC section 4: rules shown on blur, 'Form incomplete.' when one blocks, busy and
 * disabled while sending. The api's answer is replaced by the shopper's own confirmation in their language.
 */
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, NumberField, TextAreaField, TextField, refusalErrors, rules, validate } from '@storefront/shared/forms';
import { Button } from '@storefront/shared/ui';
import { contactRefusals } from './refusal-messages.ts';
import { useSendContactMessageMutation } from './content-api.ts';
import styles from './content-page.module.css';

export interface ContactValues {
  name: string;
  email: string;
  /** The order the message is about, when the shopper gives one (an order id). */
  id_order?: number;
  message: string;
}

/** The api's bounds (sendContactMessageRequest), checked before sending so the shopper reads them in their language. */
const nameRules = validate(rules.required(), rules.length(1, 100));
const emailRules = validate(rules.required(), rules.email());
const orderRules = validate(rules.min(1), rules.max(2_147_483_647));
// The textarea stops at 5000 characters itself, so the rule only asks for enough of them.
const messageRules = validate(rules.required(), rules.length(10));

export default function ContactForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [send] = useSendContactMessageMutation();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const firstField = useRef<HTMLDivElement>(null);
  const [writtenAgain, setWrittenAgain] = useState(0);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (writtenAgain > 0) firstField.current?.querySelector('input')?.focus();
  }, [writtenAgain]);

  if (sent) {
    return (
      <div className={styles.contactSent}>
        <p ref={confirmation} tabIndex={-1} role="status" data-testid="shell-contact-sent">
          <FormattedMessage id="shell.contact.sent" values={sent} />
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setSent(null);
            setWrittenAgain((n) => n + 1);
          }}
        >
          <FormattedMessage id="shell.contact.another" />
        </Button>
      </div>
    );
  }

  return (
    <Form<ContactValues>
      aria-labelledby="shell-contact-title"
      submitLabel={t('shell.contact.submit')}
      className={styles.contactForm}
      onSubmit={async (values) => {
        const name = values.name.trim();
        const email = values.email.trim();
        const result = await send({
          name,
          email,
          message: values.message.trim(),
          subject: values.id_order ? 'order' : 'other',
          ...(values.id_order ? { id_order: values.id_order } : {}),
        });
        if ('error' in result)
          return refusalErrors(result.error, { messages: contactRefusals, fallback: 'shell.contact.failed' });
        setSent({ name, email });
        return undefined;
      }}
    >
      <div ref={firstField}>
        <TextField name="name" autoComplete="name" label={t('shell.contact.name')} validate={nameRules} />
      </div>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('shell.contact.email')}
        validate={emailRules}
      />
      <NumberField
        name="id_order"
        integer
        label={t('shell.contact.order')}
        hint={t('shell.contact.orderHint')}
        validate={orderRules}
      />
      <TextAreaField
        name="message"
        rows={6}
        maxLength={5000}
        label={t('shell.contact.message')}
        validate={messageRules}
      />
    </Form>
  );
}
