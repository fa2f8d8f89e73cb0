// Checks a message payload against the limits Discord enforces, so a bot bug that real Discord
// would reject (a 2001-character message, 26 select options, a duplicated custom id) fails here
// too, with the same error shape: 400 / code 50035 "Invalid Form Body" and an `errors` tree.

export type FormErrors = Map<string, { code: string; message: string }>;

type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function len(errors: FormErrors, path: string, value: unknown, max: number, min = 0): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') {
    errors.set(path, { code: 'STRING_TYPE_CONVERT', message: 'Could not interpret value as string.' });
    return;
  }
  if ([...value].length > max) errors.set(path, { code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` });
  else if ([...value].length < min) errors.set(path, { code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${min} or more in length.` });
}

function embedLength(e: Json): number {
  let n = 0;
  const s = (v: unknown) => (typeof v === 'string' ? [...v].length : 0);
  n += s(e['title']) + s(e['description']);
  if (isObj(e['footer'])) n += s(e['footer']['text']);
  if (isObj(e['author'])) n += s(e['author']['name']);
  if (Array.isArray(e['fields'])) for (const f of e['fields']) if (isObj(f)) n += s(f['name']) + s(f['value']);
  return n;
}

export function validateEmbeds(errors: FormErrors, embeds: unknown): void {
  if (embeds === undefined || embeds === null) return;
  if (!Array.isArray(embeds)) {
    errors.set('embeds', { code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' });
    return;
  }
  if (embeds.length > 10) errors.set('embeds', { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 10 or fewer in length.' });
  let total = 0;
  embeds.forEach((e, i) => {
    const p = `embeds.${i}`;
    if (!isObj(e)) return;
    len(errors, `${p}.title`, e['title'], 256);
    len(errors, `${p}.description`, e['description'], 4096);
    if (isObj(e['footer'])) len(errors, `${p}.footer.text`, e['footer']['text'], 2048);
    if (isObj(e['author'])) len(errors, `${p}.author.name`, e['author']['name'], 256);
    const fields = e['fields'];
    if (Array.isArray(fields)) {
      if (fields.length > 25) errors.set(`${p}.fields`, { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
      fields.forEach((f, j) => {
        if (!isObj(f)) return;
        len(errors, `${p}.fields.${j}.name`, f['name'], 256, 1);
        len(errors, `${p}.fields.${j}.value`, f['value'], 1024, 1);
        if (f['name'] === undefined) errors.set(`${p}.fields.${j}.name`, { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
        if (f['value'] === undefined) errors.set(`${p}.fields.${j}.value`, { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      });
    }
    total += embedLength(e);
  });
  if (total > 6000) errors.set('embeds', { code: 'MAX_EMBED_SIZE_EXCEEDED', message: 'Embed size exceeds maximum size of 6000' });
}

/** Every object with a custom_id anywhere in a component tree (buttons, selects, text inputs). */
export function* walkComponents(components: unknown): Generator<Json> {
  if (!Array.isArray(components)) return;
  for (const c of components) {
    if (!isObj(c)) continue;
    yield c;
    if (Array.isArray(c['components'])) yield* walkComponents(c['components']);
    if (isObj(c['accessory'])) yield* walkComponents([c['accessory']]);
    if (isObj(c['component'])) yield* walkComponents([c['component']]);
  }
}

const V2_FLAG = 1 << 15;

export function validateComponents(errors: FormErrors, components: unknown, flags = 0): void {
  if (components === undefined || components === null) return;
  if (!Array.isArray(components)) {
    errors.set('components', { code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' });
    return;
  }
  const v2 = (flags & V2_FLAG) !== 0;
  if (!v2 && components.length > 5) errors.set('components', { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 5 or fewer in length.' });
  const ids = new Set<string>();
  if (!v2) {
    components.forEach((row, i) => {
      const p = `components.${i}`;
      if (!isObj(row) || row['type'] !== 1) {
        errors.set(`${p}.type`, { code: 'BASE_TYPE_CHOICES', message: 'Top-level components must be action rows (type 1) without the IS_COMPONENTS_V2 flag.' });
        return;
      }
      const inner = Array.isArray(row['components']) ? row['components'] : [];
      if (inner.length === 0) errors.set(`${p}.components`, { code: 'BASE_TYPE_MIN_LENGTH', message: 'Must be 1 or more in length.' });
      const selects = inner.filter((c) => isObj(c) && [3, 5, 6, 7, 8].includes(c['type'] as number)).length;
      if (selects > 0 && inner.length > 1) errors.set(`${p}.components`, { code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', message: 'The specified component exceeds the maximum width' });
      if (inner.length > 5) errors.set(`${p}.components`, { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 5 or fewer in length.' });
    });
  }
  // Per-component checks (paths are approximate for nested v2 layouts).
  let k = 0;
  for (const c of walkComponents(components)) {
    const p = `components.${k++}`;
    const type = c['type'];
    if (typeof c['custom_id'] === 'string') {
      len(errors, `${p}.custom_id`, c['custom_id'], 100, 1);
      if (ids.has(c['custom_id'])) errors.set(`${p}.custom_id`, { code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' });
      ids.add(c['custom_id']);
    }
    if (type === 2) {
      len(errors, `${p}.label`, c['label'], 80);
      const style = c['style'];
      if (style === 5) {
        if (typeof c['url'] !== 'string') errors.set(`${p}.url`, { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      } else if (style !== 6 && typeof c['custom_id'] !== 'string') {
        errors.set(`${p}.custom_id`, { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      }
      if (typeof style !== 'number' || style < 1 || style > 6) errors.set(`${p}.style`, { code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {1, 2, 3, 4, 5, 6}.' });
      if (c['label'] === undefined && c['emoji'] === undefined && style !== 6) errors.set(`${p}.label`, { code: 'BASE_TYPE_REQUIRED', message: 'A button needs a label or an emoji.' });
    } else if (type === 3) {
      if (typeof c['custom_id'] !== 'string') errors.set(`${p}.custom_id`, { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      len(errors, `${p}.placeholder`, c['placeholder'], 150);
      const options = Array.isArray(c['options']) ? c['options'] : [];
      if (options.length < 1 || options.length > 25) errors.set(`${p}.options`, { code: options.length < 1 ? 'BASE_TYPE_MIN_LENGTH' : 'BASE_TYPE_MAX_LENGTH', message: 'Must be between 1 and 25 in length.' });
      const values = new Set<string>();
      options.forEach((o, j) => {
        if (!isObj(o)) return;
        len(errors, `${p}.options.${j}.label`, o['label'], 100, 1);
        len(errors, `${p}.options.${j}.value`, o['value'], 100, 1);
        len(errors, `${p}.options.${j}.description`, o['description'], 100);
        if (typeof o['value'] === 'string') {
          if (values.has(o['value'])) errors.set(`${p}.options.${j}.value`, { code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', message: 'Component option value cannot be duplicated' });
          values.add(o['value']);
        }
      });
      const min = typeof c['min_values'] === 'number' ? c['min_values'] : 1;
      const max = typeof c['max_values'] === 'number' ? c['max_values'] : 1;
      if (min < 0 || min > 25) errors.set(`${p}.min_values`, { code: 'NUMBER_TYPE_MAX', message: 'min_values must be between 0 and 25.' });
      if (max < 1 || max > 25) errors.set(`${p}.max_values`, { code: 'NUMBER_TYPE_MAX', message: 'max_values must be between 1 and 25.' });
      if (max > options.length && options.length > 0) errors.set(`${p}.max_values`, { code: 'SELECT_COMPONENT_MAX_VALUES_EXCEEDED', message: 'max_values exceeds the number of options.' });
      if (min > max) errors.set(`${p}.min_values`, { code: 'BASE_TYPE_BAD_INT', message: 'min_values cannot exceed max_values.' });
    }
  }
}

export function validateMessage(body: Json): FormErrors {
  const errors: FormErrors = new Map();
  const flags = typeof body['flags'] === 'number' ? body['flags'] : 0;
  len(errors, 'content', body['content'], 2000);
  validateEmbeds(errors, body['embeds']);
  validateComponents(errors, body['components'], flags);
  if ((flags & V2_FLAG) !== 0) {
    if (typeof body['content'] === 'string' && body['content'] !== '') errors.set('content', { code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', message: 'The \'content\' field cannot be used when using MessageFlags.IS_COMPONENTS_V2' });
    if (Array.isArray(body['embeds']) && body['embeds'].length > 0) errors.set('embeds', { code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', message: 'The \'embeds\' field cannot be used when using MessageFlags.IS_COMPONENTS_V2' });
  }
  return errors;
}

/** Builds Discord's nested `errors` object from flat paths. */
export function errorTree(errors: FormErrors): Json {
  const root: Json = {};
  for (const [path, err] of errors) {
    let node = root;
    for (const part of path.split('.')) {
      const next = isObj(node[part]) ? (node[part] as Json) : {};
      node[part] = next;
      node = next;
    }
    node['_errors'] = [err];
  }
  return root;
}

/** Whether a message payload would be empty (Discord: 50006 Cannot send an empty message). */
export function isEmptyMessage(body: Json, hasAttachments: boolean): boolean {
  const content = typeof body['content'] === 'string' ? body['content'].trim() : '';
  const embeds = Array.isArray(body['embeds']) ? body['embeds'].length : 0;
  const components = Array.isArray(body['components']) ? body['components'].length : 0;
  const stickers = Array.isArray(body['sticker_ids']) ? body['sticker_ids'].length : 0;
  const poll = body['poll'] ? 1 : 0;
  return content === '' && embeds === 0 && components === 0 && stickers === 0 && poll === 0 && !hasAttachments;
}

/** A modal (interaction callback type 9): title, 1–5 top-level components, text input limits. */
export function validateModal(data: Json): FormErrors {
  const errors: FormErrors = new Map();
  if (typeof data['custom_id'] !== 'string') errors.set('data.custom_id', { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
  else len(errors, 'data.custom_id', data['custom_id'], 100, 1);
  if (typeof data['title'] !== 'string') errors.set('data.title', { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
  else len(errors, 'data.title', data['title'], 45, 1);
  const rows = Array.isArray(data['components']) ? data['components'] : [];
  if (rows.length < 1 || rows.length > 5) errors.set('data.components', { code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 5 in length.' });
  const ids = new Set<string>();
  rows.forEach((row, i) => {
    if (!isObj(row)) return;
    const p = `data.components.${i}`;
    if (row['type'] === 18) {
      len(errors, `${p}.label`, row['label'], 45, 1);
      len(errors, `${p}.description`, row['description'], 100);
    }
    const inputs = row['type'] === 18 && isObj(row['component']) ? [row['component']] : Array.isArray(row['components']) ? row['components'] : [];
    if (row['type'] === 1 && inputs.length !== 1) errors.set(`${p}.components`, { code: 'BASE_TYPE_BAD_LENGTH', message: 'A modal action row holds exactly one text input.' });
    inputs.forEach((c, j) => {
      if (!isObj(c)) return;
      const q = row['type'] === 18 ? `${p}.component` : `${p}.components.${j}`;
      if (typeof c['custom_id'] === 'string') {
        if (ids.has(c['custom_id'])) errors.set(`${q}.custom_id`, { code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' });
        ids.add(c['custom_id']);
        len(errors, `${q}.custom_id`, c['custom_id'], 100, 1);
      } else if (c['type'] === 4 || c['type'] === 3) {
        errors.set(`${q}.custom_id`, { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      }
      if (c['type'] === 4) {
        if (row['type'] === 1) len(errors, `${q}.label`, c['label'], 45, 1);
        if (c['style'] !== 1 && c['style'] !== 2) errors.set(`${q}.style`, { code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {1, 2}.' });
        len(errors, `${q}.placeholder`, c['placeholder'], 100);
        len(errors, `${q}.value`, c['value'], 4000);
        for (const k of ['min_length', 'max_length'] as const) {
          const v = c[k];
          if (v !== undefined && (typeof v !== 'number' || v < (k === 'min_length' ? 0 : 1) || v > 4000)) errors.set(`${q}.${k}`, { code: 'NUMBER_TYPE_MAX', message: `${k} must be between ${k === 'min_length' ? 0 : 1} and 4000.` });
        }
      }
    });
  });
  return errors;
}

/** Autocomplete choices (callback type 8): at most 25, names 1–100, string values ≤ 100. */
export function validateChoices(data: Json): FormErrors {
  const errors: FormErrors = new Map();
  const choices = Array.isArray(data['choices']) ? data['choices'] : [];
  if (choices.length > 25) errors.set('data.choices', { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
  choices.forEach((c, i) => {
    if (!isObj(c)) return;
    len(errors, `data.choices.${i}.name`, c['name'], 100, 1);
    if (typeof c['value'] === 'string') len(errors, `data.choices.${i}.value`, c['value'], 100);
    else if (typeof c['value'] !== 'number') errors.set(`data.choices.${i}.value`, { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
  });
  return errors;
}
