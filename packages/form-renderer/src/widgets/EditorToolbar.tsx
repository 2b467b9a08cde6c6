import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import ToggleButton from '@mui/material/ToggleButton';
import { Fragment, useState } from 'react';
import type { Translate } from '../contract';
import { EditorIcon } from './editor-icons';
import type { Glyph, ToolbarControl, ToolbarGroup } from './editor-toolbar';
import { EditorPrompt } from './EditorPrompt';

type Action = Extract<ToolbarControl, { kind: 'action' }>['action'];

export interface EditorToolbarProps {
  groups: readonly ToolbarGroup[];
  /** Formats at the current selection, to show which toggles are on. */
  formats: Readonly<Record<string, unknown>>;
  disabled: boolean;
  onFormat: (format: string, value: unknown) => void;
  /** Runs an action; link, image and video come with the address the user typed. */
  onAction: (action: Action, address?: string) => void;
  t: Translate;
}

const PROMPTS: Partial<Record<Action, string>> = {
  link: 'widget.editor.linkAddress',
  image: 'widget.editor.imageAddress',
  video: 'widget.editor.videoAddress',
};

/** The text of one choice of a toolbar menu. */
function choiceLabel(format: string, value: string | number | false, t: Translate): string {
  if (value === false)
    return format === 'header'
      ? t('widget.editor.normal')
      : format === 'align'
        ? t('widget.editor.alignLeft')
        : t('widget.editor.default');
  if (format === 'header') return t('widget.editor.header', { level: value });
  if (format === 'size') {
    const keys: Record<string, string> = {
      small: 'widget.editor.sizeSmall',
      large: 'widget.editor.sizeLarge',
      huge: 'widget.editor.sizeHuge',
    };
    return keys[String(value)] ? t(keys[String(value)] as string) : String(value);
  }
  if (format === 'align') {
    const keys: Record<string, string> = {
      center: 'widget.editor.alignCenter',
      right: 'widget.editor.alignRight',
      justify: 'widget.editor.alignJustify',
    };
    return keys[String(value)] ? t(keys[String(value)] as string) : String(value);
  }
  if (format === 'font') {
    const keys: Record<string, string> = {
      serif: 'widget.editor.fontSerif',
      monospace: 'widget.editor.fontMonospace',
    };
    return keys[String(value)] ? t(keys[String(value)] as string) : String(value);
  }
  return String(value);
}

/** A button's face: its letters, or its icon. */
function face(glyph: Glyph) {
  return typeof glyph === 'string' ? (
    <span aria-hidden>{glyph}</span>
  ) : (
    <EditorIcon name={glyph.icon} sx={{ fontSize: 18 }} />
  );
}

/**
 * The rich text editor's toolbar, built from Quill-style groups: toggle buttons with their
 * pressed state, menus for headers, sizes, fonts, alignment and colours, and buttons for
 * links, images, videos, indentation and clearing formats. Pressing a button keeps the focus
 * (and the selection) in the editor.
 */
export function EditorToolbar({
  groups,
  formats,
  disabled,
  onFormat,
  onAction,
  t,
}: EditorToolbarProps) {
  const [prompt, setPrompt] = useState<{ action: Action; anchor: HTMLElement } | null>(null);
  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

  const render = (control: ToolbarControl, index: number) => {
    if (control.kind === 'toggle') {
      const on =
        control.value === true
          ? formats[control.format] === true
          : formats[control.format] === control.value;
      return (
        <ToggleButton
          key={index}
          size="small"
          value={String(control.value)}
          selected={on}
          disabled={disabled}
          aria-label={t(control.label, { level: String(control.value) })}
          onMouseDown={keepSelection}
          onChange={() => onFormat(control.format, on ? false : control.value)}
          sx={{
            minWidth: 32,
            height: 30,
            px: 0.75,
            py: 0,
            border: 0,
            fontWeight: control.format === 'bold' ? 700 : 400,
            fontStyle: control.format === 'italic' ? 'italic' : undefined,
            textDecoration:
              control.format === 'underline'
                ? 'underline'
                : control.format === 'strike'
                  ? 'line-through'
                  : undefined,
            textTransform: 'none',
          }}
        >
          {face(control.glyph)}
        </ToggleButton>
      );
    }
    if (control.kind === 'select') {
      const current = formats[control.format];
      const value =
        typeof current === 'string' || typeof current === 'number' ? String(current) : '';
      return (
        <NativeSelect
          key={index}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            const chosen = control.values.find(
              (item) => (item === false ? '' : String(item)) === event.target.value,
            );
            onFormat(
              control.format,
              chosen === undefined ? false : typeof chosen === 'number' ? chosen : chosen,
            );
          }}
          inputProps={{ 'aria-label': t(control.label) }}
          sx={{ fontSize: 13, mx: 0.5, minWidth: 72 }}
        >
          {control.values.map((item) => (
            <option key={String(item)} value={item === false ? '' : String(item)}>
              {choiceLabel(control.format, item, t)}
            </option>
          ))}
        </NativeSelect>
      );
    }
    const asks = PROMPTS[control.action];
    return (
      <IconButton
        key={index}
        size="small"
        disabled={disabled}
        aria-label={t(control.label)}
        aria-haspopup={asks ? 'dialog' : undefined}
        onMouseDown={keepSelection}
        onClick={(event) => {
          if (control.action === 'link' && formats.link) onAction('link', '');
          else if (asks) setPrompt({ action: control.action, anchor: event.currentTarget });
          else onAction(control.action);
        }}
        sx={{ borderRadius: 1, width: 32, height: 30, fontSize: 14 }}
      >
        {face(control.glyph)}
      </IconButton>
    );
  };

  const promptKey = prompt ? PROMPTS[prompt.action] : undefined;
  return (
    <Box
      role="toolbar"
      aria-label={t('widget.editor.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
          {group.map(render)}
        </Fragment>
      ))}
      {prompt && promptKey ? (
        <EditorPrompt
          anchor={prompt.anchor}
          label={t(promptKey)}
          okLabel={t('widget.ok')}
          onSubmit={(address) => onAction(prompt.action, address)}
          onClose={() => setPrompt(null)}
        />
      ) : null}
    </Box>
  );
}
