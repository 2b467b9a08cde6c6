import { useTheme } from '@mui/material/styles';
import { lazy, memo, Suspense, useMemo } from 'react';
import type { FormRuntime } from '../runtime/form-runtime';
import { BASE_STYLES, BASE_STYLES_HREF } from './base-styles';
import { RuntimeContext, SettingsContext, type RenderSettings } from './form-context';
import { classes, cssLength } from './layout';
import { themeVariables } from './theme-variables';
import { WidgetList } from './WidgetList';

export interface FormBodyProps {
  runtime: FormRuntime;
  settings: RenderSettings;
  className?: string;
}

/**
 * From this many items in the form's own list on, items off screen are neither styled nor
 * laid out until they come near the viewport (`content-visibility: auto` in the stylesheet).
 * They stay in the page: find in page, tab order, focus and screen readers reach them, and
 * their reserved height is the height a one-line field has, so nothing moves when they show.
 */
export const DEFERRED_ITEMS = 50;

/** The class that scopes a form's style sheets. */
export function scopeClass(formId: string): string {
  return `fr-form-${formId.replace(/[^\w-]/g, '')}`;
}

// Style sheets of a form's own are rarer: the scoper loads with the first form that has some,
// and their rules apply once it is there.
const ScopedStyles = lazy(() =>
  import('./ScopedStyles').then((module) => ({ default: module.ScopedStyles })),
);

/**
 * The `<form>` element with every widget of the definition inside one wrapper element.
 * Memoised: it renders again only when the runtime or the render settings change, never
 * because a value changed.
 */
export const FormBody = memo(function FormBody({ runtime, settings, className }: FormBodyProps) {
  const { config } = runtime.definition;
  const scope = scopeClass(settings.formId);
  // Labels, messages, containers and the text input use the MUI theme's type and colours.
  const theme = useTheme();
  const themed = useMemo(() => themeVariables(theme), [theme]);
  return (
    <RuntimeContext.Provider value={runtime}>
      <SettingsContext.Provider value={settings}>
        <style href={BASE_STYLES_HREF} precedence="default">
          {BASE_STYLES}
        </style>
        {typeof config.styleSheets === 'string' && config.styleSheets.trim() !== '' ? (
          <Suspense fallback={null}>
            <ScopedStyles css={config.styleSheets} scope={scope} />
          </Suspense>
        ) : null}
        <form
          className={classes(
            'fr-form',
            scope,
            `fr-form--${settings.platform}`,
            `fr-form--label-${settings.labels.position}`,
            settings.labels.inline && 'fr-form--inline',
            settings.size === 'medium' && 'fr-form--medium',
            runtime.definition.list.length >= DEFERRED_ITEMS && 'fr-form--deferred',
            config.customClass,
            className,
          )}
          style={{
            width: cssLength(config.width) ?? '100%',
            ...themed,
            ['--fr-label-width' as string]: settings.labels.width,
          }}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="fr-list">
            <WidgetList list={runtime.definition.list} />
          </div>
        </form>
      </SettingsContext.Provider>
    </RuntimeContext.Provider>
  );
});
