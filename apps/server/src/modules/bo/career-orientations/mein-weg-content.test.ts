import { MEIN_WEG_LEVELS, meinWegPathContentSchema, MIN_TASK_KINDS_PER_STATION, TASK_KINDS } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { readContentJson } from '../../../platform/content';
import { findTask, loadMeinWeg, tasksOfPath } from './mein-weg-content';

describe('content/mein-weg', () => {
  it.each(MEIN_WEG_LEVELS)('loads the %s path through its schema', async (level) => {
    const path = await readContentJson(`mein-weg/${level}.json`, meinWegPathContentSchema);
    expect(path.level).toBe(level);
  });

  it.each(MEIN_WEG_LEVELS)('gives the %s path at least 6 stations of at least 3 tasks of at least 3 different kinds each', async (level) => {
    const { stations } = await loadMeinWeg();
    expect(stations[level].length).toBeGreaterThanOrEqual(6);
    for (const station of stations[level]) {
      expect(station.tasks.length, station.key).toBeGreaterThanOrEqual(3);
      expect(new Set(station.tasks.map((task) => task.kind)).size, station.key).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(MEIN_WEG_LEVELS)('uses every kind of task on the %s path', async (level) => {
    const tasks = await tasksOfPath(level);
    expect(new Set(tasks.map(({ task }) => task.kind))).toEqual(new Set(TASK_KINDS));
  });

  it('gives every text a Leichte-Sprache twin that differs where the normal text is long', async () => {
    const { stations } = await loadMeinWeg();
    for (const level of MEIN_WEG_LEVELS) {
      for (const station of stations[level]) {
        expect(station.description_el.length).toBeGreaterThan(0);
        for (const task of station.tasks) {
          expect(task.title_el.trim(), task.uuid).not.toBe('');
          expect(task.text_el.trim(), task.uuid).not.toBe('');
          // Leichte Sprache is a rewrite, not a copy of the instruction.
          expect(task.text_el, task.uuid).not.toBe(task.text);
          if ('items' in task) for (const item of task.items) expect(item.text_el.trim(), `${task.uuid}/${item.id}`).not.toBe('');
          if (task.kind === 'link') expect(task.link_text_el.trim()).not.toBe('');
        }
      }
    }
  });

  it('writes the Leichte Sprache of the Sek I path to the rules of CONTENT.md', async () => {
    // Sek I first (issue 17); Sek II joins this check when its rewrite lands.
    const { paths } = await loadMeinWeg();
    const path = paths.sek1;
    const texts: [string, string][] = [
      ['path', path.title_el],
      ['path', path.description_el],
    ];
    for (const station of path.stations) {
      texts.push([station.key, station.title_el], [station.key, station.description_el]);
      for (const task of station.tasks) {
        texts.push([task.uuid, task.title_el], [task.uuid, task.text_el]);
        if ('items' in task) for (const item of task.items) texts.push([`${task.uuid}/${item.id}`, item.text_el]);
        if (task.kind === 'link') texts.push([task.uuid, task.link_text_el]);
        if (task.kind === 'scale') texts.push([task.uuid, task.min_label_el], [task.uuid, task.max_label_el]);
      }
    }
    for (const [where, text] of texts) {
      // At most 12 words a sentence (an ordinal like "1. Tag" ends a piece early: lenient, never wrong).
      for (const sentence of text.split(/(?<=[.?!])\s+/)) {
        expect(sentence.split(/\s+/).filter(Boolean).length, `${where}: ${sentence}`).toBeLessThanOrEqual(12);
      }
      // No gender star, no passive, numbers as digits.
      expect(text, where).not.toMatch(/\*/);
      expect(text, where).not.toMatch(/\b(wird|wurde|wurden|worden)\b/i);
      expect(text, where).not.toMatch(/\b(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)\b/i);
    }
  });

  it('keeps uuids unique across both paths and finds each task with its station', async () => {
    const tasks = [...(await tasksOfPath('sek1')), ...(await tasksOfPath('sek2'))];
    expect(new Set(tasks.map(({ task }) => task.uuid)).size).toBe(tasks.length);
    const [first] = tasks;
    const found = await findTask(first!.task.uuid);
    expect(found).toMatchObject({ level: 'sek1', station: { position: 1, key: 'staerken-entdecken' } });
    expect(await findTask('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('rejects a path whose station has fewer than 3 tasks', async () => {
    const path = await readContentJson('mein-weg/sek1.json', meinWegPathContentSchema);
    const broken = { ...path, stations: path.stations.map((station, index) => (index === 0 ? { ...station, tasks: station.tasks.slice(0, 2) } : station)) };
    expect(meinWegPathContentSchema.safeParse(broken).success).toBe(false);
  });

  it('rejects a station whose tasks are of only 2 different kinds', async () => {
    const path = await readContentJson('mein-weg/sek1.json', meinWegPathContentSchema);
    const [station] = path.stations;
    const kinds = [...new Set(station!.tasks.map((task) => task.kind))];
    expect(kinds.length).toBeGreaterThanOrEqual(MIN_TASK_KINDS_PER_STATION);
    // Every task of the third kind and beyond becomes a copy of the first task (with its own uuid).
    const [first] = station!.tasks;
    const twoKinds = station!.tasks.map((task) => (kinds.indexOf(task.kind) < 2 ? task : { ...first!, uuid: task.uuid }));
    expect(new Set(twoKinds.map((task) => task.kind)).size).toBe(2);
    const broken = { ...path, stations: [{ ...station!, tasks: twoKinds }, ...path.stations.slice(1)] };
    const result = meinWegPathContentSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Eine Station braucht Aufgaben von mindestens drei verschiedenen Arten.');
  });

  it('rejects a task without its Leichte-Sprache text', async () => {
    const path = await readContentJson('mein-weg/sek2.json', meinWegPathContentSchema);
    const [station] = path.stations;
    const [task] = station!.tasks;
    const broken = { ...path, stations: [{ ...station, tasks: [{ ...task, text_el: '' }, ...station!.tasks.slice(1)] }, ...path.stations.slice(1)] };
    expect(meinWegPathContentSchema.safeParse(broken).success).toBe(false);
  });
});
