import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { hueCss } from './color-model';

export interface SaturationAreaProps {
  hue: number;
  /** 0–100, left to right. */
  saturation: number;
  /** 0–100, bottom to top. */
  brightness: number;
  onChange: (saturation: number, brightness: number) => void;
  label: string;
  valueText: string;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The square of the colour picker: saturation grows to the right, brightness upwards. It is
 * dragged with a pointer (captured on the element, so no window listeners), and the arrow keys
 * move it by 1, or 10 with Shift.
 */
export function SaturationArea({
  hue,
  saturation,
  brightness,
  onChange,
  label,
  valueText,
}: SaturationAreaProps) {
  const dragging = useRef(false);
  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(
      clamp(((event.clientX - box.left) / box.width) * 100),
      clamp(100 - ((event.clientY - box.top) / box.height) * 100),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange(clamp(saturation + move[0]), clamp(brightness + move[1]));
  };

  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuetext={valueText}
      aria-valuenow={Math.round(saturation)}
      aria-valuemin={0}
      aria-valuemax={100}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        dragging.current = true;
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // Pointers the browser does not track (synthetic ones) cannot be captured.
        }
        pick(event);
      }}
      onPointerMove={(event) => {
        if (dragging.current && event.buttons !== 0) pick(event);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
      onLostPointerCapture={() => {
        dragging.current = false;
      }}
      sx={{
        position: 'relative',
        height: 150,
        borderRadius: 1,
        cursor: 'crosshair',
        touchAction: 'none',
        background: `linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, ${hueCss(hue)})`,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: `${saturation}%`,
          top: `${100 - brightness}%`,
          width: 12,
          height: 12,
          borderRadius: '50%',
          border: '2px solid #fff',
          boxShadow: '0 0 0 1px rgba(0,0,0,0.4)',
          transform: 'translate(-50%, -50%)',
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
