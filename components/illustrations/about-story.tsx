import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, Gear, Sparkles } from "./parts";
import type { IllustrationProps } from "./types";

/** Awning outline: five scallops; drawn under the stripes and again over them for crisp edges. */
const AWNING =
  "M100 106h280v30a28 14 0 0 1-56 0 28 14 0 0 1-56 0 28 14 0 0 1-56 0 28 14 0 0 1-56 0 28 14 0 0 1-56 0z";

/** A small neighbourhood shop front: sign, striped awning, display window, door and plant. */
export function AboutStoryIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[412, 120]} dot={[72, 150]} plus={[78, 240]} />
      <rect x={112} y={110} width={256} height={194} className="fill-card stroke-foreground/70" />
      <rect x={100} y={60} width={280} height={46} rx={8} className="fill-card stroke-foreground/70" />
      <Gear cx={240} cy={83} r={16} className="fill-primary" holeClassName="fill-card" />
      <path d={AWNING} className="fill-card stroke-foreground/70" />
      <path d="M156 108h56v28a28 14 0 0 1-56 0zM268 108h56v28a28 14 0 0 1-56 0z" className="fill-primary" />
      <path d={AWNING} className="stroke-foreground/70" />
      <rect x={136} y={178} width={112} height={84} rx={6} className="fill-primary/15 stroke-foreground/70" />
      <rect x={160} y={198} width={56} height={38} rx={4} className="fill-primary" />
      <path d="M176 250h24M188 238v12" className="stroke-foreground/70" />
      <rect x={270} y={178} width={74} height={126} rx={6} className="fill-muted stroke-foreground/70" />
      <rect x={282} y={192} width={50} height={44} rx={4} className="fill-primary/15" />
      <rect x={290} y={200} width={34} height={18} rx={4} className="fill-chart-2" />
      <circle cx={330} cy={256} r={5} className="fill-foreground/70" />
      <circle cx={392} cy={262} r={22} className="fill-chart-2 stroke-foreground/70" />
      <path d="M378 278h28l-4 26h-20z" className="fill-chart-3 stroke-foreground/70" />
    </IllustrationFrame>
  );
}
