import type { ReactNode } from 'react';

/**
 * Line drawings for the reference sheet. Decorative (aria-hidden): each figure's name and formulas are
 * given as text beside it. Letters are the variables the formulas use.
 */
const Svg = ({ children }: { children: ReactNode }) => (
  <svg
    viewBox="0 0 120 90"
    width="120"
    height="90"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="#1a1b1e"
    strokeWidth="1.6"
  >
    {children}
  </svg>
);

const Label = ({ x, y, children, italic = true }: { x: number; y: number; children: ReactNode; italic?: boolean }) => (
  <text
    x={x}
    y={y}
    fill="#1a1b1e"
    stroke="none"
    fontSize={italic ? 13 : 10}
    fontStyle={italic ? 'italic' : 'normal'}
    fontFamily="KaTeX_Main, 'Times New Roman', serif"
    textAnchor="middle"
  >
    {children}
  </text>
);

const Dashed = (props: { x1: number; y1: number; x2: number; y2: number }) => <line {...props} strokeDasharray="4 3" />;

export const FIGURES = {
  circle: (
    <Svg>
      <circle cx="60" cy="45" r="34" />
      <line x1="60" y1="45" x2="94" y2="45" />
      <circle cx="60" cy="45" r="1.8" fill="#1a1b1e" />
      <Label x={77} y={40}>
        r
      </Label>
    </Svg>
  ),
  rectangle: (
    <Svg>
      <rect x="15" y="22" width="90" height="46" />
      <Label x={60} y={84}>
        ℓ
      </Label>
      <Label x={113} y={49}>
        w
      </Label>
    </Svg>
  ),
  triangle: (
    <Svg>
      <polygon points="10,72 110,72 75,14" />
      <Dashed x1={75} y1={14} x2={75} y2={72} />
      <polyline points="75,64 83,64 83,72" />
      <Label x={68} y={48}>
        h
      </Label>
      <Label x={60} y={87}>
        b
      </Label>
    </Svg>
  ),
  rightTriangle: (
    <Svg>
      <polygon points="20,72 100,72 20,14" />
      <polyline points="20,62 30,62 30,72" />
      <Label x={64} y={38}>
        c
      </Label>
      <Label x={11} y={46}>
        a
      </Label>
      <Label x={60} y={87}>
        b
      </Label>
    </Svg>
  ),
  thirtySixty: (
    <Svg>
      <polygon points="20,74 92,74 20,16" />
      <polyline points="20,64 30,64 30,74" />
      <Label x={64} y={40}>
        2x
      </Label>
      <Label x={10} y={48}>
        x
      </Label>
      <Label x={56} y={88}>
        x√3
      </Label>
      <Label x={29} y={32} italic={false}>
        60°
      </Label>
      <Label x={66} y={71} italic={false}>
        30°
      </Label>
    </Svg>
  ),
  fortyFive: (
    <Svg>
      <polygon points="26,76 90,76 26,12" />
      <polyline points="26,66 36,66 36,76" />
      <Label x={70} y={40}>
        s√2
      </Label>
      <Label x={16} y={48}>
        s
      </Label>
      <Label x={58} y={89}>
        s
      </Label>
      <Label x={35} y={31} italic={false}>
        45°
      </Label>
      <Label x={66} y={73} italic={false}>
        45°
      </Label>
    </Svg>
  ),
  box: (
    <Svg>
      <polygon points="15,34 75,34 75,78 15,78" />
      <polyline points="15,34 40,14 100,14 75,34" />
      <polyline points="100,14 100,58 75,78" />
      <Dashed x1={15} y1={78} x2={40} y2={58} />
      <Dashed x1={40} y1={58} x2={100} y2={58} />
      <Dashed x1={40} y1={58} x2={40} y2={14} />
      <Label x={45} y={89}>
        ℓ
      </Label>
      <Label x={95} y={76}>
        w
      </Label>
      <Label x={7} y={60}>
        h
      </Label>
    </Svg>
  ),
  cylinder: (
    <Svg>
      <ellipse cx="60" cy="22" rx="36" ry="12" />
      <path d="M24 22 V72 A36 10 0 0 0 96 72 V22" />
      <path d="M24 72 A36 10 0 0 1 96 72" strokeDasharray="4 3" />
      <line x1="60" y1="22" x2="96" y2="22" />
      <Label x={70} y={20}>
        r
      </Label>
      <Label x={106} y={52}>
        h
      </Label>
    </Svg>
  ),
  sphere: (
    <Svg>
      <circle cx="60" cy="45" r="36" />
      <ellipse cx="60" cy="45" rx="36" ry="8" strokeDasharray="4 3" />
      <line x1="60" y1="45" x2="96" y2="45" />
      <Label x={74} y={34}>
        r
      </Label>
    </Svg>
  ),
  cone: (
    <Svg>
      <path d="M30 72 L60 10 L90 72" />
      <path d="M30 72 A30 9 0 0 0 90 72" />
      <path d="M30 72 A30 9 0 0 1 90 72" strokeDasharray="4 3" />
      <Dashed x1={60} y1={10} x2={60} y2={72} />
      <line x1="60" y1="72" x2="90" y2="72" />
      <Label x={53} y={48}>
        h
      </Label>
      <Label x={75} y={87}>
        r
      </Label>
    </Svg>
  ),
  pyramid: (
    <Svg>
      <polygon points="15,70 80,70 60,14" />
      <polyline points="80,70 105,52 60,14" />
      <Dashed x1={15} y1={70} x2={40} y2={52} />
      <Dashed x1={40} y1={52} x2={105} y2={52} />
      <Dashed x1={60} y1={14} x2={60} y2={61} />
      <Label x={48} y={85}>
        ℓ
      </Label>
      <Label x={101} y={70}>
        w
      </Label>
      <Label x={53} y={42}>
        h
      </Label>
    </Svg>
  ),
} as const;

export type FigureName = keyof typeof FIGURES;
