import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, Sparkles } from "./parts";
import type { IllustrationProps } from "./types";

/** A network cable unplugged from its socket, with a spark in the gap. */
export function NotFoundIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[118, 66]} dot={[380, 262]} plus={[84, 150]} />
      <g strokeWidth={14} className="stroke-muted-foreground">
        <path d="M-10 292c100 0 70-110 166-110" />
        <path d="M490 76c-96 0-60 106-156 106" />
      </g>
      <g className="stroke-foreground/70">
        <path d="M204 168h26M204 196h26" strokeWidth={8} />
        <rect x={144} y={154} width={64} height={56} rx={10} className="fill-card" />
        <rect x={294} y={148} width={70} height={68} rx={10} className="fill-primary" />
      </g>
      <g className="fill-primary-foreground">
        <rect x={302} y={162} width={14} height={12} rx={3} />
        <rect x={302} y={190} width={14} height={12} rx={3} />
      </g>
      <path d="M160 174h32M160 190h32" className="stroke-muted-foreground/40" />
      <path d="M262 142v-22M244 150l-12-16M280 150l12-16M262 222v22M244 214l-12 16M280 214l12 16" strokeWidth={6} className="stroke-chart-5" />
    </IllustrationFrame>
  );
}
