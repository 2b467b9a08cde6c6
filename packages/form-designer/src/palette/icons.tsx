import AccessTime from '@mui/icons-material/AccessTime';
import AccountTree from '@mui/icons-material/AccountTree';
import ArrowDropDownCircle from '@mui/icons-material/ArrowDropDownCircle';
import Article from '@mui/icons-material/Article';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CheckBox from '@mui/icons-material/CheckBox';
import Code from '@mui/icons-material/Code';
import CropFree from '@mui/icons-material/CropFree';
import Extension from '@mui/icons-material/Extension';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import Image from '@mui/icons-material/Image';
import LinearScale from '@mui/icons-material/LinearScale';
import Notes from '@mui/icons-material/Notes';
import Palette from '@mui/icons-material/Palette';
import Pin from '@mui/icons-material/Pin';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import StarBorder from '@mui/icons-material/StarBorder';
import Tab from '@mui/icons-material/Tab';
import TableChart from '@mui/icons-material/TableChart';
import TableRows from '@mui/icons-material/TableRows';
import TextFields from '@mui/icons-material/TextFields';
import Title from '@mui/icons-material/Title';
import ToggleOn from '@mui/icons-material/ToggleOn';
import UploadFile from '@mui/icons-material/UploadFile';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Widgets from '@mui/icons-material/Widgets';
import type { WidgetType } from '@org/form-schema';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/** The palette's icon of each widget type. */
export const WIDGET_ICONS: Readonly<Record<WidgetType, ComponentType<SvgIconProps>>> = {
  input: TextFields,
  textarea: Notes,
  number: Pin,
  radio: RadioButtonChecked,
  checkbox: CheckBox,
  time: AccessTime,
  date: CalendarMonth,
  rate: StarBorder,
  color: Palette,
  select: ArrowDropDownCircle,
  switch: ToggleOn,
  slider: LinearScale,
  text: Title,
  html: Code,
  imgupload: Image,
  fileupload: UploadFile,
  editor: Article,
  cascader: AccountTree,
  blank: CropFree,
  component: Extension,
  custom: Widgets,
  table: TableRows,
  divider: HorizontalRule,
  grid: ViewColumn,
  col: ViewColumn,
  tabs: Tab,
  report: TableChart,
  td: TableChart,
};
