import { render, screen } from '@testing-library/react';
import { Input } from '../Input';
import { Field } from './Field';

describe('Field', () => {
  it('labels a plain child control by the given id', () => {
    render(
      <Field id="email" label="Email">
        <Input id="email" />
      </Field>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'email');
  });

  it('wires a generated id and the hint into a render-prop control', () => {
    render(
      <Field label="Username" hint="Choose a unique username">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Username');
    expect(input.id).not.toBe('');
    expect(input).toHaveAccessibleDescription('Choose a unique username');
    expect(screen.getByText('Choose a unique username')).toHaveAttribute('id', `${input.id}-hint`);
  });

  it('leaves the control undescribed without a hint', () => {
    render(
      <Field id="bio" label="Bio">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const textarea = screen.getByLabelText('Bio');
    expect(textarea).toHaveAttribute('id', 'bio');
    expect(textarea).not.toHaveAttribute('aria-describedby');
  });
});
