import InputBase, { type InputBaseProps } from '@mui/material/InputBase';
import type { ComponentType } from 'react';
import { styled } from '@mui/material/styles';

/**
 * A bordered single-line input drawn with CSS only: the look of MUI's outlined input without
 * its notched-outline elements, so a form of thousands of text fields stays light to mount.
 * The styles are defined once for all instances.
 */
export const LightInput: ComponentType<InputBaseProps> = styled(InputBase)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)'}`,
  backgroundColor: theme.palette.background.paper,
  paddingRight: 6,
  transition: theme.transitions.create(['border-color', 'box-shadow'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover:not(.Mui-disabled):not(.Mui-focused):not(.Mui-error)': {
    borderColor: theme.palette.text.primary,
  },
  '&.Mui-focused': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '&.Mui-error': {
    borderColor: theme.palette.error.main,
  },
  '&.Mui-error.Mui-focused': {
    boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}`,
  },
  '&.Mui-disabled': {
    borderColor: theme.palette.action.disabled,
    backgroundColor: theme.palette.action.hover,
  },
  '& .MuiInputBase-input': {
    padding: '16.5px 14px',
  },
  '&.MuiInputBase-sizeSmall .MuiInputBase-input': {
    padding: '8.5px 14px',
  },
}));
