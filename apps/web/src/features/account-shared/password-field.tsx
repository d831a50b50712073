import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/** PasswordInput whose show/hide button is labelled in Spanish (Mantine's default is English). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>((props, ref) => (
  <PasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': ACCOUNT_TEXTS.common.togglePassword }} {...props} />
));
PasswordField.displayName = 'PasswordField';
