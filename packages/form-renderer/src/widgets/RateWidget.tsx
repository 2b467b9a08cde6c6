import type { RateWidget as RateWidgetModel } from '@org/form-schema';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { WidgetComponentProps } from '../contract';
import { asNumber } from './number-steps';
import { controlLook, errorAttributes, flag, numberOr } from './shared';

/**
 * Stars from 1 to `max` (half stars with `allowHalf`), with the score written beside them
 * when `showScore` is set. Picking the current score again clears it (null).
 */
export function RateWidget(props: WidgetComponentProps<RateWidgetModel>) {
  const { widget, value, onChange, disabled, id, label, size, services } = props;
  const options = widget.options;
  const max = Math.max(1, Math.round(numberOr(options.max, 5)));
  const score = asNumber(value);
  const { style, className } = controlLook(options);
  const { t } = services;

  return (
    <Box
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      {...errorAttributes(props)}
      className={className}
      style={style}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 32 }}
    >
      <Rating
        name={id}
        value={score}
        max={max}
        precision={flag(options.allowHalf) ? 0.5 : 1}
        disabled={disabled}
        size={size}
        onChange={(_, next) => onChange(next)}
        getLabelText={(count) =>
          t(count === 1 ? 'widget.rate.star' : 'widget.rate.stars', { count })
        }
        emptyLabelText={t('widget.rate.empty')}
      />
      {flag(options.showScore) && score !== null ? (
        <Typography component="span" variant="body2" color="warning.main">
          {t('widget.rate.score', { score })}
        </Typography>
      ) : null}
    </Box>
  );
}
