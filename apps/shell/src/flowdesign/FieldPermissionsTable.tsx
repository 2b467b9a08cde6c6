import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  FIELD_ACCESS,
  type FieldAccess,
  type FlowField,
  type PeopleNode,
  fieldAccess,
} from '@org/flow-model';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { withFieldAccess } from './graph-edit';

/**
 * What the participant of a start, approval or CC node may do with each field of the form:
 * edit, read or not see it. The node keeps only what differs from its kind's default
 * (editable at the start, read-only elsewhere).
 */
export function FieldPermissionsTable({
  node,
  fields,
  onChange,
  disabled,
}: {
  node: PeopleNode;
  fields: readonly FlowField[];
  onChange: (node: PeopleNode) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('flowDesign.noFields')}
      </Typography>
    );
  }
  const accessLabel = (access: FieldAccess) => t(`flowDesign.access.${access}`);
  return (
    <Table size="small" aria-labelledby={`${id}-caption`} sx={{ '& td, & th': { px: 0.5 } }}>
      <caption id={`${id}-caption`} style={{ captionSide: 'top', padding: 0, textAlign: 'left' }}>
        <Typography variant="subtitle2" component="span">
          {t('flowDesign.fieldAccess')}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('flowDesign.field')}</TableCell>
          {FIELD_ACCESS.map((access) => (
            <TableCell key={access} align="center">
              {accessLabel(access)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => {
          const current = fieldAccess(node, field.model);
          return (
            <TableRow key={field.model}>
              <TableCell component="th" scope="row" title={field.model}>
                {field.label}
              </TableCell>
              {FIELD_ACCESS.map((access) => (
                <TableCell key={access} align="center" padding="none">
                  <Radio
                    size="small"
                    name={`${id}-${field.model}`}
                    value={access}
                    checked={current === access}
                    disabled={disabled}
                    onChange={() => onChange(withFieldAccess(node, field.model, access))}
                    slotProps={{
                      input: {
                        'aria-label': t('flowDesign.accessOf', {
                          field: field.label,
                          access: accessLabel(access),
                        }),
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
