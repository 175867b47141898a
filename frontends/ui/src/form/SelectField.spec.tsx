import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectField } from './SelectField';

const ROLES = [
  { value: 'editor', label: 'Editor' },
  { value: 'gaffer', label: 'Gaffer' },
];

function Controlled({
  onValue,
  placeholder,
}: {
  onValue: (value: string) => void;
  placeholder?: string;
}) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      id="role"
      label="Role"
      hint="Who you need"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      options={ROLES}
      placeholder={placeholder}
      required
    />
  );
}

describe('SelectField', () => {
  it('labels the select, describes it by its hint and reports the chosen value', async () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} placeholder="Select a role" />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Who you need');
    expect(select).toHaveDisplayValue('Select a role');
    await userEvent.selectOptions(select, 'Gaffer');
    expect(select).toHaveValue('gaffer');
    expect(onValue).toHaveBeenLastCalledWith('gaffer');
  });

  it('offers only the options without a placeholder', () => {
    render(<Controlled onValue={() => undefined} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Editor',
      'Gaffer',
    ]);
  });
});
