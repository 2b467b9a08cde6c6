import type { ColorWidget as ColorWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import type { WidgetComponentProps } from '../contract';
import { formatColor, hueCss, parseColor, toRgb, type Hsva } from './color-model';
import { ChevronDownIcon } from './icons';
import { SaturationArea } from './SaturationArea';
import { controlLook, errorAttributes, flag, text } from './shared';

/** Where the picker starts when the field has no colour yet. */
const START_COLOR: Hsva = { h: 210, s: 75, v: 100, a: 1 };

const CHECKERBOARD = 'repeating-conic-gradient(#ccc 0% 25%, #fff 0% 50%) 50% / 8px 8px';

/**
 * A colour picker: a swatch button opens a panel with a saturation/brightness square, a hue
 * slider, an opacity slider (`showAlpha`) and a text box for hex or rgba. OK stores the colour
 * as `#RRGGBB`, or `rgba(r, g, b, a)` with `showAlpha`; Clear stores ''.
 */
export function ColorWidget(props: WidgetComponentProps<ColorWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, size, services } = props;
  const { t } = services;
  const showAlpha = flag(widget.options.showAlpha);
  const stored = text(value);
  const anchor = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<Hsva | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const { style, className } = controlLook(widget.options);

  const open = () => {
    if (disabled) return;
    setTyped(null);
    setDraft(parseColor(stored) ?? START_COLOR);
  };
  const close = () => setDraft(null);
  const update = (patch: Partial<Hsva>) => {
    setTyped(null);
    setDraft((current) => (current ? { ...current, ...patch } : current));
  };
  const commitTyped = () => {
    if (typed === null) return;
    const parsed = parseColor(typed);
    if (parsed) update(showAlpha ? parsed : { ...parsed, a: 1 });
    setTyped(null);
  };

  const swatchSize = size === 'small' ? 32 : 40;
  const shownText = draft ? formatColor(draft, showAlpha) : '';
  const { r, g, b } = draft ? toRgb(draft) : { r: 0, g: 0, b: 0 };

  return (
    <>
      <Button
        ref={anchor}
        id={id}
        variant="outlined"
        color="inherit"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={draft !== null}
        aria-label={t('widget.color.button', { label, color: stored || t('widget.color.none') })}
        {...errorAttributes(props)}
        onClick={open}
        className={className}
        style={style}
        sx={{ minWidth: 0, height: swatchSize, px: 0.5, gap: 0.5, borderColor: 'divider' }}
      >
        <Box
          aria-hidden
          sx={{
            width: swatchSize - 12,
            height: swatchSize - 12,
            borderRadius: 0.5,
            background: stored
              ? `linear-gradient(${stored}, ${stored}), ${CHECKERBOARD}`
              : 'transparent',
            border: stored ? 'none' : '1px dashed',
            borderColor: 'text.disabled',
          }}
        />
        <ChevronDownIcon fontSize="small" />
      </Button>
      <Popover
        open={draft !== null}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('widget.color.picker'),
            sx: { p: 1.5, width: 260 },
          },
        }}
      >
        {draft ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <SaturationArea
              hue={draft.h}
              saturation={draft.s}
              brightness={draft.v}
              onChange={(s, v) => update({ s, v })}
              label={t('widget.color.area')}
              valueText={t('widget.color.areaValue', {
                saturation: Math.round(draft.s),
                brightness: Math.round(draft.v),
              })}
            />
            <Slider
              size="small"
              min={0}
              max={360}
              value={draft.h}
              onChange={(_, h) => update({ h: h as number })}
              slotProps={{ input: { 'aria-label': t('widget.color.hue') } }}
              sx={{
                '& .MuiSlider-rail': {
                  opacity: 1,
                  background: 'linear-gradient(to right, #f00, #ff0, #0f0, #0ff, #00f, #f0f, #f00)',
                },
                '& .MuiSlider-track': { display: 'none' },
                '& .MuiSlider-thumb': { bgcolor: hueCss(draft.h), border: '2px solid #fff' },
              }}
            />
            {showAlpha ? (
              <Slider
                size="small"
                min={0}
                max={100}
                value={Math.round(draft.a * 100)}
                onChange={(_, a) => update({ a: (a as number) / 100 })}
                slotProps={{ input: { 'aria-label': t('widget.color.alpha') } }}
                sx={{
                  '& .MuiSlider-rail': {
                    opacity: 1,
                    background: `linear-gradient(to right, rgba(${r}, ${g}, ${b}, 0), rgb(${r}, ${g}, ${b})), ${CHECKERBOARD}`,
                  },
                  '& .MuiSlider-track': { display: 'none' },
                }}
              />
            ) : null}
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  flexShrink: 0,
                  borderRadius: 0.5,
                  background: `linear-gradient(${shownText}, ${shownText}), ${CHECKERBOARD}`,
                }}
              />
              <TextField
                size="small"
                value={typed ?? shownText}
                onChange={(event) => setTyped(event.target.value)}
                onBlur={commitTyped}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    commitTyped();
                  }
                }}
                slotProps={{
                  htmlInput: { 'aria-label': t('widget.color.text'), spellCheck: false },
                }}
              />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              <Button
                size="small"
                onClick={() => {
                  onChange('');
                  close();
                }}
              >
                {t('widget.clear')}
              </Button>
              <Button
                size="small"
                variant="contained"
                onClick={() => {
                  onChange(formatColor(draft, showAlpha));
                  close();
                }}
              >
                {t('widget.ok')}
              </Button>
            </Box>
          </Box>
        ) : null}
      </Popover>
    </>
  );
}
