import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, Sparkles } from "./parts";
import type { IllustrationProps } from "./types";

/** Small Wi-Fi mark (dot and two arcs) centred on (x, y), shown on each connected device. */
function WifiMark({ x, y }: { x: number; y: number }) {
  return (
    <>
      <circle cx={x} cy={y + 8} r={4} className="fill-primary" />
      <path
        d={`M${x - 8} ${y}a11 11 0 0 1 16 0M${x - 15} ${y - 7}a21 21 0 0 1 30 0`}
        strokeWidth={5}
        className="stroke-primary"
      />
    </>
  );
}

/** Wi-Fi router broadcasting to a laptop and a phone that both show a connection. */
export function NetworkSetupIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[96, 84]} dot={[390, 96]} plus={[424, 286]} />
      <path
        d="M221.6 149.6a26 26 0 0 1 36.8 0M204.6 132.6a50 50 0 0 1 70.8 0M187.7 115.7a74 74 0 0 1 104.6 0"
        strokeWidth={8}
        className="stroke-primary"
      />
      <circle cx={240} cy={168} r={8} className="fill-primary" />
      <g className="fill-card stroke-foreground/70">
        <path d="M188 206l-8-30M292 206l8-30" />
        <rect x={170} y={206} width={140} height={50} rx={12} />
        <rect x={54} y={174} width={92} height={64} rx={8} />
        <rect x={42} y={238} width={116} height={12} rx={6} />
        <rect x={352} y={152} width={60} height={104} rx={12} />
      </g>
      <g className="fill-primary stroke-foreground/70">
        <circle cx={180} cy={174} r={7} />
        <circle cx={300} cy={174} r={7} />
      </g>
      <g className="fill-primary/15">
        <rect x={64} y={184} width={72} height={44} rx={4} />
        <rect x={362} y={166} width={40} height={76} rx={4} />
      </g>
      <WifiMark x={100} y={202} />
      <WifiMark x={382} y={200} />
      <g className="fill-chart-2">
        <circle cx={196} cy={231} r={6} />
        <circle cx={216} cy={231} r={6} />
      </g>
      <circle cx={236} cy={231} r={6} className="fill-primary" />
      <path d="M264 222v18M280 222v18M296 222v18M198 256v8M282 256v8" className="stroke-muted-foreground/40" />
    </IllustrationFrame>
  );
}
