import { describe, expect, it } from 'vitest';
import { formatDate, formatParts, parseDate, readDate, writeDate } from './date-format';

const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s);

describe('date formats', () => {
  it('writes every token', () => {
    const date = at(2024, 3, 5, 14, 7, 9);
    expect(formatDate(date, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 14:07:09');
    expect(formatDate(date, 'yy/M/d H:m:s')).toBe('24/3/5 14:7:9');
    expect(formatDate(date, 'hh:mm A')).toBe('02:07 PM');
    expect(formatDate(at(2024, 1, 1, 0, 5), 'h:mm a')).toBe('12:05 am');
    expect(formatDate(date, 'yyyy年MM月dd日')).toBe('2024年03月05日');
    expect(formatDate(date, '[Day] d [of] M')).toBe('Day 5 of 3');
    expect(formatDate(date, 'YYYY-MM-DD')).toBe('2024-03-05');
  });

  it('reads text written in the format, and nothing else', () => {
    expect(parseDate('2024-03-05 14:07:09', 'yyyy-MM-dd HH:mm:ss')).toEqual(
      at(2024, 3, 5, 14, 7, 9),
    );
    expect(parseDate('2024年3月5日', 'yyyy年M月d日')).toEqual(at(2024, 3, 5));
    expect(parseDate('02:30 PM', 'hh:mm A')).toEqual(at(1970, 1, 1, 14, 30));
    expect(parseDate('12:30 am', 'hh:mm a')).toEqual(at(1970, 1, 1, 0, 30));
    expect(parseDate('2024-02-30', 'yyyy-MM-dd')).toBeNull();
    expect(parseDate('2024-13-01', 'yyyy-MM-dd')).toBeNull();
    expect(parseDate('25:00:00', 'HH:mm:ss')).toBeNull();
    expect(parseDate('2024/03/05', 'yyyy-MM-dd')).toBeNull();
    expect(parseDate('', 'yyyy')).toBeNull();
  });

  it('takes the parts a format lacks from a base date', () => {
    expect(parseDate('08:15', 'HH:mm', at(2024, 6, 1))).toEqual(at(2024, 6, 1, 8, 15));
  });

  it('reads stored values: timestamps, own format, common formats', () => {
    const stamp = at(2024, 3, 5).getTime();
    expect(readDate(stamp, 'yyyy-MM-dd')).toEqual(at(2024, 3, 5));
    expect(readDate(String(stamp), 'yyyy-MM-dd')).toEqual(at(2024, 3, 5));
    expect(readDate('05/03/2024', 'dd/MM/yyyy')).toEqual(at(2024, 3, 5));
    expect(readDate('2024-03-05', 'dd/MM/yyyy')).toEqual(at(2024, 3, 5));
    expect(readDate('', 'yyyy')).toBeNull();
    expect(readDate(null, 'yyyy')).toBeNull();
    expect(readDate('soon', 'yyyy')).toBeNull();
  });

  it('stores text in the format or a timestamp', () => {
    const date = at(2024, 3, 5, 1, 2, 3);
    expect(writeDate(date, 'yyyy-MM-dd', false)).toBe('2024-03-05');
    expect(writeDate(date, 'yyyy-MM-dd', true)).toBe(date.getTime());
  });

  it('tells which parts a format shows', () => {
    expect(formatParts('HH:mm')).toEqual({
      date: false,
      hours: true,
      minutes: true,
      seconds: false,
      twelveHour: false,
    });
    expect(formatParts('yyyy-MM-dd hh:mm:ss A')).toMatchObject({
      date: true,
      seconds: true,
      twelveHour: true,
    });
    expect(formatParts('[at] yyyy')).toMatchObject({ date: true, hours: false });
  });
});
