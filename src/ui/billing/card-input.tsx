import { useRef } from 'react';
import type { MaskOptions } from '../../domain/forms/masks/mask-options';
import type { FieldControlProps } from '../components/form-field';
import { useImask } from '../fields/controls/use-imask';

const mask = (pattern: string): MaskOptions => ({
  mask: pattern,
  definitions: {},
  lazy: true,
  eager: 'append',
  placeholderChar: '_',
});

/** imask patterns of the checkout: digits grouped by four (up to 19), MM/YY, and a 3 or 4 digit CVC. */
export const CARD_MASKS = {
  Number: mask('0000 0000 0000 0000 000'),
  Expiry: mask('00/00'),
  Cvc: mask('0000'),
} as const;

/** A card field typed through its imask pattern (uncontrolled, as imask wants its input). */
export function MaskedCardInput({
  control,
  options,
  value,
  onValue,
  autoComplete,
  placeholder,
}: {
  control: FieldControlProps;
  options: MaskOptions;
  value: string;
  onValue: (value: string) => void;
  autoComplete: string;
  placeholder: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useImask(input, options, value, onValue);
  return (
    <input
      {...control}
      ref={input}
      defaultValue={value}
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={options.mask.length}
    />
  );
}
