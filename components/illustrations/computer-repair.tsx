import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, Screwdriver, Sparkles, Wrench } from "./parts";
import type { IllustrationProps } from "./types";

/** Laptop opened up to its circuit board, with a wrench and a screwdriver. */
export function ComputerRepairIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[104, 72]} dot={[394, 120]} plus={[92, 176]} />
      <g className="fill-card stroke-foreground/70">
        <rect x={128} y={76} width={224} height={152} rx={12} />
        <path d="M116 228h248l30 28a5 5 0 0 1-4 9H90a5 5 0 0 1-4-9z" />
      </g>
      <rect x={142} y={90} width={196} height={124} rx={6} className="fill-primary/15" />
      <path
        d="M212 136h-40v-22M212 168h-46M268 136h44M268 168h34v24M226 122v-16M254 182v16"
        className="stroke-primary"
      />
      <g className="fill-primary">
        <circle cx={172} cy={110} r={6} />
        <circle cx={162} cy={168} r={6} />
        <circle cx={316} cy={136} r={6} />
        <circle cx={302} cy={196} r={6} />
        <circle cx={226} cy={102} r={6} />
        <circle cx={254} cy={202} r={6} />
        <rect x={212} y={122} width={56} height={60} rx={8} />
      </g>
      <circle cx={226} cy={136} r={5} className="fill-primary-foreground" />
      <path d="M214 246h52" className="stroke-muted-foreground/40" />
      <Wrench x={356} y={250} angle={-35} />
      <Screwdriver x={150} y={290} angle={-6} scale={0.7} />
    </IllustrationFrame>
  );
}
