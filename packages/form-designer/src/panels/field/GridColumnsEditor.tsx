import { optionLimit, type GridWidget } from '@org/form-schema';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useDesignerTranslation } from '../../i18n';
import { containerActions } from '../../store/container-edits';
import { useDesignerDispatch } from '../../store/hooks';
import { propertyActions } from '../../store/property-edits';
import { NumberProperty } from '../controls/NumberProperty';

/**
 * The columns of a grid with the span of each (1–24), and a button adding a column. Each
 * column's other settings are in its own panel (select the column on the canvas).
 */
export function GridColumnsEditor({ widget }: { widget: GridWidget }) {
  const { t } = useDesignerTranslation('panels');
  const dispatch = useDesignerDispatch();
  const span = optionLimit('col', 'span');
  return (
    <Box>
      {widget.columns.map((col, index) => (
        <NumberProperty
          key={col.key}
          label={t('grid.columnSpan', { n: index + 1 })}
          value={col.options.span}
          limit={span}
          onChange={(value) =>
            value !== null &&
            dispatch(
              propertyActions.optionsChanged({
                key: col.key,
                patch: { span: value },
                field: 'span',
              }),
            )
          }
        />
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => dispatch(containerActions.gridColumnAdded(widget.key))}
      >
        {t('grid.addColumn')}
      </Button>
    </Box>
  );
}
