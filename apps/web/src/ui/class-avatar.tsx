import './class-avatar.css';

// One simple shape per avatar class-1 … class-12, drawn on the class colour.
// biome-ignore format: compact data table
const SHAPES: Record<string, string> = {
  'class-1': 'M24 10l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z',
  'class-2': 'M24 36s-12-7-12-15a6 6 0 0112-2 6 6 0 0112 2c0 8-12 15-12 15z',
  'class-3': 'M24 12a12 12 0 100 24 12 12 0 000-24z',
  'class-4': 'M12 34L24 12l12 22z',
  'class-5': 'M13 13h22v22H13z',
  'class-6': 'M24 10l13 14-13 14-13-14z',
  'class-7': 'M30 12a13 13 0 100 24 10 10 0 010-24z',
  'class-8': 'M24 10l12 7v14l-12 7-12-7V17z',
  'class-9': 'M20 10h8v10h10v8H28v10h-8V28H10v-8h10z',
  'class-10': 'M12 30c4-10 8-10 12 0s8 10 12 0M12 22c4-10 8-10 12 0s8 10 12 0',
  'class-11': 'M24 10c6 6 10 11 10 16a10 10 0 01-20 0c0-5 4-10 10-16z',
  'class-12': 'M14 36V18l10-8 10 8v18H28v-9h-8v9z',
};

/** The class's avatar on its colour; decorative (the class name is always written next to it). */
export function ClassAvatar({ avatar, colour, size = 48 }: { avatar: string; colour: string; size?: number }) {
  const stroke = avatar === 'class-10';
  return (
    <svg
      className={`class-avatar class-avatar--${colour}`}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="12" className="class-avatar__bg" />
      <path d={SHAPES[avatar] ?? SHAPES['class-1']} fill={stroke ? 'none' : '#fff'} stroke={stroke ? '#fff' : 'none'} strokeWidth="3" />
    </svg>
  );
}
