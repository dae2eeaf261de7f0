// The form kit's wiring: a label names each control, the description and the error are read
// out with it, an error marks it invalid, and a change reports the new value.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { SlugSuggestion } from './slug-suggestion';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

const noop = () => undefined;

describe('form kit', () => {
  it('names a text field by its label and reads its description and error with it', () => {
    const onValueChange = vi.fn();
    render(
      <TextField
        id="org-name"
        label="Name"
        required
        value=""
        description="As shown in the console."
        error="Organization name is required"
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'org-name-description org-name-error');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Organization name is required'),
    );
    expect(input).toHaveAccessibleDescription(expect.stringContaining('As shown in the console.'));
    fireEvent.change(input, { target: { value: 'Acme' } });
    expect(onValueChange).toHaveBeenCalledWith('Acme');
  });

  it('leaves a valid field unmarked and undescribed', () => {
    render(<TextareaField id="notes" label="Notes" value="x" error={null} onValueChange={noop} />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
  });

  it('reports the chosen option of a select and a radio group', () => {
    const onSelect = vi.fn();
    const onRadio = vi.fn();
    const options = [
      { value: 'daily', label: 'Daily' },
      { value: 'weekly', label: 'Weekly' },
    ] as const;
    render(
      <>
        <SelectField
          id="frequency"
          label="Frequency"
          value="daily"
          options={options}
          onValueChange={onSelect}
        />
        <RadioGroupField
          id="policy"
          label="Policy"
          value="daily"
          options={options}
          onValueChange={onRadio}
          description="How often."
        />
      </>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Frequency' }), {
      target: { value: 'weekly' },
    });
    expect(onSelect).toHaveBeenCalledWith('weekly');
    const group = screen.getByRole('group', { name: 'Policy' });
    expect(group).toHaveAccessibleDescription('How often.');
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(onRadio).toHaveBeenCalledWith('weekly');
  });

  it('names a checkbox by the label beside it', () => {
    const onCheckedChange = vi.fn();
    render(
      <CheckboxField
        id="mfa"
        label="Require MFA"
        description="Every sign-in."
        checked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Require MFA' });
    expect(box).toHaveAccessibleDescription('Every sign-in.');
    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('offers the slug a name suggests while the slug field is empty', () => {
    const onUse = vi.fn();
    const { rerender } = render(<SlugSuggestion from="Zürich Bank AG" value="" onUse={onUse} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use zurich-bank-ag' }));
    expect(onUse).toHaveBeenCalledWith('zurich-bank-ag');
    rerender(<SlugSuggestion from="Zürich Bank AG" value="zba" onUse={onUse} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<SlugSuggestion from="東京" value="" onUse={onUse} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
