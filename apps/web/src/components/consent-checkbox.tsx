/**
 * The privacy policy's unticked box (issue 20), wherever personal data is asked for: a plain
 * checkbox (Mantine's Checkbox would add its code and styles to every page that has one), its
 * label linking the policy, what the data is for, and the error under it. Takes the input's props
 * (react-hook-form's `register('consent')`, or a name for a form read by hand).
 */
import { CONSENT_TEXTS } from '@cimenta/shared';
import { Anchor, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { paths } from '../config/paths';
import classes from './consent-checkbox.module.css';

type Props = Omit<ComponentProps<'input'>, 'type'> & { id: string; purpose: string; error?: string };

export function ConsentCheckbox({ id, purpose, error, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label className={classes.consent} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>
          {CONSENT_TEXTS.before}
          <Anchor href={paths.legal.privacy} target="_blank" rel="noopener" inherit>
            {CONSENT_TEXTS.link}
          </Anchor>
          {CONSENT_TEXTS.after}
          {purpose}
        </span>
      </label>
      {error && (
        <Text id={errorId} size="sm" c="red.8" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
