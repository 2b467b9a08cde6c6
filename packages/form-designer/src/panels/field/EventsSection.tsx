import type { Widget } from '@org/form-schema';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { EventScriptDialog } from '../../designer/lazy-dialogs';
import { useDesignerTranslation } from '../../i18n';
import { useDesignerDispatch, useDesignerSelector } from '../../store/hooks';
import { scriptActions } from '../../store/script-edits';
import { ChoiceProperty } from '../controls/ChoiceProperty';

/**
 * The widget's onChange event: the event script it runs, chosen among the form's scripts, or
 * written in the event script manager opened on this event (its Confirm binds the script).
 */
export function EventsSection({ widget }: { widget: Widget }) {
  const { t } = useDesignerTranslation('panels');
  const dispatch = useDesignerDispatch();
  const [open, setOpen] = useState(false);
  const scripts = useDesignerSelector((s) => s.designer.definition.config.eventScript);
  const bound = widget.events?.onChange ?? '';
  const names = (scripts ?? []).map((s) => s.name);
  if (bound && !names.includes(bound)) names.unshift(bound);
  return (
    <>
      <ChoiceProperty
        label={t('events.onChange')}
        value={bound}
        choices={[
          { value: '', label: t('events.unbound') },
          ...names.map((name) => ({ value: name, label: name })),
        ]}
        onChange={(script) =>
          dispatch(
            scriptActions.widgetEventBound({
              widgetKey: widget.key,
              eventName: 'onChange',
              script,
            }),
          )
        }
      />
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('events.bind')}
      </Button>
      <Suspense fallback={null}>
        {open && (
          <EventScriptDialog
            open={open}
            event={{ widgetKey: widget.key, eventName: 'onChange' }}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </>
  );
}
