import type { Widget } from '@org/form-schema';
import { useDesignerTranslation } from '../i18n';

/** The options a preview reads, loosely typed: every widget type has a subset of them. */
interface PreviewOptions {
  placeholder?: string;
  startPlaceholder?: string;
  endPlaceholder?: string;
  defaultValue?: unknown;
  options?: readonly { value: unknown; label?: string }[];
  inline?: boolean;
  showLabel?: boolean;
  remote?: boolean;
  multiple?: boolean;
  isRange?: boolean;
  max?: number;
  showAlpha?: boolean;
  template?: string;
  size?: { width: number; height: number };
  tip?: string;
  height?: number;
  controlsPosition?: string;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A decorative sign drawn as text: thousands of previews stay cheap (an icon component per
 * widget would cost a styled component each).
 */
function Glyph({ char }: { char: string }) {
  return (
    <span className="fd-glyph" aria-hidden="true">
      {char}
    </span>
  );
}

function Box({ value, hint, icon }: { value?: unknown; hint?: string; icon?: React.ReactNode }) {
  const shown = text(value);
  return (
    <div className="fd-box">
      <span style={shown ? { color: '#606266' } : undefined}>{shown || hint}</span>
      {icon}
    </div>
  );
}

/**
 * A light design-time picture of a widget's control: plain elements styled by the canvas's
 * sheet, not the renderer's inputs, so that thousands of them draw fast.
 */
export function WidgetPreview({ widget }: { widget: Widget }) {
  const { t } = useDesignerTranslation('core');
  const o = widget.options as PreviewOptions;
  const range = (start?: string, end?: string) => `${start || '—'}  ~  ${end || '—'}`;
  switch (widget.type) {
    case 'input':
      return <Box value={o.defaultValue} hint={o.placeholder} />;
    case 'textarea':
      return (
        <div className="fd-box fd-box-area">
          <span>{text(o.defaultValue) || o.placeholder}</span>
        </div>
      );
    case 'number':
      return <Box value={o.defaultValue ?? 0} icon={<Glyph char="− +" />} />;
    case 'radio':
    case 'checkbox': {
      const square = widget.type === 'checkbox';
      const items = o.remote ? [] : (o.options ?? []);
      return (
        <div className="fd-choices" data-inline={String(o.inline !== false)}>
          {o.remote ? (
            <span>{widget.type === 'radio' ? '◉ …' : '☑ …'}</span>
          ) : (
            items.map((item, i) => (
              <span key={i}>
                <span className={square ? 'fd-dot fd-square' : 'fd-dot'} />
                {o.showLabel ? item.label || text(item.value) : text(item.value)}
              </span>
            ))
          )}
        </div>
      );
    }
    case 'select':
    case 'cascader':
      return <Box value={o.defaultValue} hint={o.placeholder} icon={<Glyph char="▾" />} />;
    case 'time':
      return (
        <Box
          value={o.defaultValue}
          hint={o.isRange ? range(o.startPlaceholder, o.endPlaceholder) : o.placeholder}
          icon={<Glyph char="◷" />}
        />
      );
    case 'date':
      return (
        <Box
          value={o.defaultValue}
          hint={o.isRange ? range(o.startPlaceholder, o.endPlaceholder) : o.placeholder}
          icon={<Glyph char="▦" />}
        />
      );
    case 'rate':
      return <div className="fd-stars">{'★'.repeat(Math.max(1, Math.min(10, o.max ?? 5)))}</div>;
    case 'color':
      return (
        <div className="fd-text">
          <span className="fd-swatch" />
          {t('canvas.unsupportedColor')}
        </div>
      );
    case 'switch':
      return <span className="fd-switch" />;
    case 'slider':
      return <div className="fd-slider" />;
    case 'text':
      return <div className="fd-text">{text(o.defaultValue)}</div>;
    case 'html':
      return <div className="fd-code">{text(o.defaultValue)}</div>;
    case 'component':
      return <div className="fd-code">{o.template ?? ''}</div>;
    case 'imgupload': {
      const size = o.size ?? { width: 100, height: 100 };
      return (
        <div className="fd-upload-tile" style={{ width: size.width, height: size.height }}>
          <Glyph char="+" />
        </div>
      );
    }
    case 'fileupload':
      return (
        <div>
          <span className="fd-upload-btn">
            <Glyph char="⇪" />
            {t('canvas.upload')}
          </span>
          {o.tip ? <div style={{ color: '#5f6368', fontSize: 12 }}>{o.tip}</div> : null}
        </div>
      );
    case 'editor':
      return (
        <div className="fd-editor">
          <div className="fd-editor-bar" />
          <div className="fd-editor-body" style={{ height: Math.min(o.height ?? 60, 120) }} />
        </div>
      );
    case 'blank':
      return <div className="fd-blank">{t('canvas.blank')}</div>;
    case 'custom':
      return (
        <div className="fd-blank">
          {t('canvas.customEl', { el: (widget as { el?: string }).el ?? '' })}
        </div>
      );
    default:
      return <Box />;
  }
}
