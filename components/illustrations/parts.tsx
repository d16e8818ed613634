/**
 * Building blocks shared by the illustrations so every scene uses the same
 * backdrop, outline colour, glyph weight and tool shapes. Outlines are 4 units
 * (inherited from the frame); glyphs drawn on coloured shapes are 6 units.
 */

const round = (n: number) => Math.round(n * 10) / 10;

interface BackdropProps {
  cx?: number;
  cy?: number;
  r?: number;
  /** Baseline the objects stand on; its soft shadow is drawn there. */
  floorY?: number;
  floorRx?: number;
}

/** Soft accent disc behind the subject, and the floor shadow under it. */
export function Backdrop({ cx = 240, cy = 168, r = 134, floorY = 304, floorRx = 170 }: BackdropProps) {
  return (
    <>
      <circle cx={cx} cy={cy} r={r} className="fill-accent" />
      <ellipse cx={cx} cy={floorY} rx={floorRx} ry={10} className="fill-foreground/10" />
    </>
  );
}

type Point = readonly [x: number, y: number];

/** Three small decorations (ring, dot, plus); each scene places them in its empty corners. */
export function Sparkles({ ring, dot, plus }: { ring: Point; dot: Point; plus: Point }) {
  return (
    <>
      <circle cx={ring[0]} cy={ring[1]} r={9} strokeWidth={3} className="stroke-primary/40" />
      <circle cx={dot[0]} cy={dot[1]} r={7} className="fill-primary/30" />
      <path d={`M${plus[0] - 10} ${plus[1]}h20m-10-10v20`} strokeWidth={3} className="stroke-primary/40" />
    </>
  );
}

interface GearProps {
  cx: number;
  cy: number;
  r: number;
  className: string;
  holeClassName: string;
  teeth?: number;
}

/** A toothed gear outline (teeth as short flats, gaps following the root circle). */
export function Gear({ cx, cy, r, className, holeClassName, teeth = 8 }: GearProps) {
  const root = r * 0.78;
  const step = (2 * Math.PI) / teeth;
  const at = (radius: number, angle: number) =>
    `${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`;
  const alongRoot = `A${round(root)} ${round(root)} 0 0 1 `;
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    d += `${i === 0 ? "M" : alongRoot}${at(root, a - step * 0.3)}`;
    d += `L${at(r, a - step * 0.18)}L${at(r, a + step * 0.18)}L${at(root, a + step * 0.3)}`;
  }
  d += `${alongRoot}${at(root, -step * 0.3)}Z`;
  return (
    <>
      <path d={d} className={className} />
      <circle cx={cx} cy={cy} r={round(r * 0.34)} className={holeClassName} />
    </>
  );
}

interface PlacedProps {
  x: number;
  y: number;
  /** Degrees, clockwise. */
  angle?: number;
  scale?: number;
}

const place = ({ x, y, angle = 0, scale = 1 }: PlacedProps) =>
  `translate(${x} ${y}) rotate(${angle})${scale === 1 ? "" : ` scale(${scale})`}`;

/** Open-ended wrench, 130 units long, jaw on the right before rotation. */
export function Wrench(props: PlacedProps) {
  return (
    <path
      transform={place(props)}
      d="M-58-9H30A22 22 0 0 1 70.9-7H54V7H70.9A22 22 0 0 1 30 9H-58A9 9 0 0 1-58-9z"
      className="fill-chart-3 stroke-foreground/70"
    />
  );
}

/** Screwdriver, 130 units long, tip on the right before rotation. */
export function Screwdriver(props: PlacedProps) {
  return (
    <g transform={place(props)} className="stroke-foreground/70">
      <path d="M10 0H58" strokeWidth={8} />
      <rect x={-62} y={-12} width={72} height={24} rx={12} className="fill-primary" />
    </g>
  );
}

interface BadgeProps {
  cx: number;
  cy: number;
  r: number;
}

/** Teal "all good" disc with a check mark. */
export function CheckBadge({ cx, cy, r }: BadgeProps) {
  const u = r / 22;
  return (
    <>
      <circle cx={cx} cy={cy} r={r} className="fill-chart-2 stroke-foreground/70" />
      <path
        d={`M${round(cx - 9 * u)} ${round(cy + u)}l${round(6 * u)} ${round(6 * u)} ${round(12 * u)}-${round(13 * u)}`}
        strokeWidth={6}
        className="stroke-primary-foreground"
      />
    </>
  );
}
