/**
 * The renderer's widgets by type. Light widgets are plain components; the heavier or rarer ones
 * (number steps, slider, rate, the select with MUI's menu, date and time pickers, colour
 * picker, cascader, uploads, the rich text editor, html and component templates (which wait
 * for the sanitizer anyway), blank slots and the placeholder of unregistered custom widgets)
 * are loaders, so they are split from the core entry and load the first time a form uses them.
 */
import type { WidgetComponent, WidgetRegistration, WidgetRegistry } from '../contract';
import { CheckboxWidget } from './CheckboxWidget';
import { InputWidget } from './InputWidget';
import { RadioWidget } from './RadioWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';

type Registration = WidgetRegistration<never>;

function eager(component: WidgetComponent<never>): Registration {
  return { component };
}

function loaded(load: () => Promise<WidgetComponent<never>>): Registration {
  return { lazy: true, component: () => load().then((component) => ({ default: component })) };
}

export const defaultWidgets: WidgetRegistry = {
  input: eager(InputWidget),
  textarea: eager(TextareaWidget),
  number: loaded(() => import('./NumberWidget').then((module) => module.NumberWidget)),
  radio: eager(RadioWidget),
  checkbox: eager(CheckboxWidget),
  select: loaded(() => import('./SelectWidget').then((module) => module.SelectWidget)),
  switch: eager(SwitchWidget),
  slider: loaded(() => import('./SliderWidget').then((module) => module.SliderWidget)),
  rate: loaded(() => import('./RateWidget').then((module) => module.RateWidget)),
  text: eager(TextWidget),
  html: loaded(() => import('./HtmlWidget').then((module) => module.HtmlWidget)),
  blank: loaded(() => import('./BlankWidget').then((module) => module.BlankWidget)),
  component: loaded(() => import('./ComponentWidget').then((module) => module.ComponentWidget)),
  custom: loaded(() => import('./CustomWidget').then((module) => module.CustomWidget)),
  time: loaded(() => import('./TimeWidget').then((module) => module.TimeWidget)),
  date: loaded(() => import('./DateWidget').then((module) => module.DateWidget)),
  color: loaded(() => import('./ColorWidget').then((module) => module.ColorWidget)),
  cascader: loaded(() => import('./CascaderWidget').then((module) => module.CascaderWidget)),
  imgupload: loaded(() => import('./ImgUploadWidget').then((module) => module.ImgUploadWidget)),
  fileupload: loaded(() => import('./FileUploadWidget').then((module) => module.FileUploadWidget)),
  editor: loaded(() => import('./EditorWidget').then((module) => module.EditorWidget)),
};
