import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, Gear, Screwdriver, Sparkles, Wrench } from "./parts";
import type { IllustrationProps } from "./types";

/** Toolbox with tools sticking out and a gear: a neutral picture for any service. */
export function GenericServiceIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[108, 92]} dot={[392, 210]} plus={[84, 200]} />
      <Gear cx={352} cy={106} r={40} className="fill-card stroke-foreground/70" holeClassName="fill-primary/15 stroke-foreground/70" />
      <Wrench x={206} y={152} angle={-112} />
      <Screwdriver x={292} y={124} angle={110} />
      <path d="M204 172v-28a10 10 0 0 1 10-10h52a10 10 0 0 1 10 10v28" strokeWidth={10} className="stroke-foreground/70" />
      <rect x={116} y={172} width={248} height={124} rx={14} className="fill-primary stroke-foreground/70" />
      <path d="M116 210h248" className="stroke-foreground/70" />
      <rect x={222} y={198} width={36} height={26} rx={6} className="fill-chart-3 stroke-foreground/70" />
    </IllustrationFrame>
  );
}
