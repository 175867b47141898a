import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './TextField';

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="city"
      label="City"
      hint="Where you work"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      placeholder="Lisbon"
    >
      <p>live check</p>
    </TextField>
  );
}

describe('TextField', () => {
  it('labels the input, describes it by its hint and reports typed values', async () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('City');
    expect(input).toHaveAttribute('placeholder', 'Lisbon');
    expect(input).toHaveAccessibleDescription('Where you work');
    await userEvent.type(input, 'Porto');
    expect(input).toHaveValue('Porto');
    expect(onValue).toHaveBeenLastCalledWith('Porto');
    expect(screen.getByText('live check')).toBeInTheDocument();
  });
});
