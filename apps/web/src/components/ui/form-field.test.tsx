import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormField, PasswordField } from './form-field';

const ValuesSchema = z.object({
  email: z.string().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
type Values = z.infer<typeof ValuesSchema>;

/** An e-mail field above a password field, both required, as on the sign-in form. */
function SignInLikeForm() {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(ValuesSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <FormField label="Email" error={formState.errors.email}>
        {(props) => <input {...props} {...register('email')} />}
      </FormField>
      <PasswordField
        label="Password"
        error={formState.errors.password}
        autoComplete="current-password"
        register={register}
        name="password"
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('PasswordField', () => {
  it('keeps page order for the focus: an empty submit focuses the field above it, not the password', async () => {
    render(<SignInLikeForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  });

  it('is a labelled password box with its error in its description', async () => {
    render(<SignInLikeForm />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription('Password is required');
  });
});
