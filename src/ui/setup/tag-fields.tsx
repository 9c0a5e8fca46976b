import { TAG_COLORS } from '../../domain/setup/setup.entity';

/** Names of the offered colours, for the radio buttons (ours). */
const COLOR_NAMES: Record<string, string> = {
  '#1d4ed8': 'Blue',
  '#047857': 'Green',
  '#b45309': 'Amber',
  '#b91c1c': 'Red',
  '#6d28d9': 'Violet',
  '#be185d': 'Pink',
  '#0f766e': 'Teal',
  '#374151': 'Grey',
};

/** A tag's colour: radio buttons over the palette (each readable with white text); a colour set elsewhere stays offered. */
export function ColorChoice({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: string;
  onChange: (color: string) => void;
  disabled?: boolean;
}) {
  const colors: string[] = TAG_COLORS.includes(value as (typeof TAG_COLORS)[number])
    ? [...TAG_COLORS]
    : [...TAG_COLORS, value];
  return (
    <fieldset className="color-choice">
      <legend>Colour</legend>
      {colors.map((color) => (
        <label key={color} className="color-choice__option">
          <input
            type="radio"
            name={name}
            value={color}
            checked={value.toLowerCase() === color}
            disabled={disabled}
            onChange={() => onChange(color)}
          />
          <span className="color-choice__swatch" style={{ background: color }} aria-hidden="true" />
          {COLOR_NAMES[color] ?? color}
        </label>
      ))}
    </fieldset>
  );
}
