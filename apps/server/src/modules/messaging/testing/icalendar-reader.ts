/**
 * A strict reader of iCalendar text (RFC 5545) for tests: it refuses what a lenient calendar app
 * might forgive – a bare LF, a line over 75 octets, a component left open – so a test that reads
 * the feed with it shows the feed is well-formed, not just that it contains a string.
 */

export type ICalProperty = { name: string; params: Record<string, string>; value: string };
export type ICalComponent = { name: string; properties: ICalProperty[]; components: ICalComponent[] };

/** Splits CRLF lines, checks their length and unfolds them. */
export function unfoldICal(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('iCalendar text must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  const logical: string[] = [];
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`bare line break in ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line longer than 75 octets: ${JSON.stringify(line)}`);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('continuation line without a line before');
      logical[logical.length - 1] += line.slice(1);
    } else {
      logical.push(line);
    }
  }
  return logical;
}

function parseProperty(line: string): ICalProperty {
  // The value starts at the first colon outside a quoted parameter value.
  let inQuotes = false;
  let colon = -1;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (character === '"') inQuotes = !inQuotes;
    else if (character === ':' && !inQuotes) {
      colon = index;
      break;
    }
  }
  if (colon < 1) throw new Error(`not a content line: ${JSON.stringify(line)}`);
  const [name = '', ...rawParams] = line.slice(0, colon).split(';');
  if (!/^[A-Z0-9-]+$/.test(name)) throw new Error(`bad property name ${JSON.stringify(name)}`);
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const [key, value] = param.split('=');
    if (!key || value === undefined) throw new Error(`bad parameter ${JSON.stringify(param)}`);
    params[key] = value;
  }
  return { name, params, value: line.slice(colon + 1) };
}

/** Reads the text into its one top-level component (VCALENDAR). */
export function parseICal(text: string): ICalComponent {
  const stack: ICalComponent[] = [];
  let root: ICalComponent | undefined;
  for (const line of unfoldICal(text)) {
    const property = parseProperty(line);
    if (property.name === 'BEGIN') {
      const component: ICalComponent = { name: property.value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      if (stack.length === 0) {
        if (root) throw new Error('more than one top-level component');
        root = component;
      }
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== property.value) throw new Error(`END:${property.value} does not close ${open?.name ?? 'anything'}`);
    } else {
      const open = stack.at(-1);
      if (!open) throw new Error(`property outside a component: ${line}`);
      open.properties.push(property);
    }
  }
  if (!root || stack.length > 0) throw new Error('component left open');
  return root;
}

/** The value of a TEXT property with its escapes undone. */
export function unescapeICalText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, escaped: string) => (escaped === 'n' || escaped === 'N' ? '\n' : escaped));
}

/** The first property of that name, or undefined. */
export function propertyOf(component: ICalComponent, name: string): ICalProperty | undefined {
  return component.properties.find((property) => property.name === name);
}

/** The VEVENTs of a calendar. */
export function eventsOf(calendar: ICalComponent): ICalComponent[] {
  return calendar.components.filter((component) => component.name === 'VEVENT');
}
