/* global document, window, fetch, EventSource, sessionStorage, location, URLSearchParams, setTimeout, clearTimeout */
// The local table page: draws the local Discord-compatible server's channels the way Discord
// would, as seen by one person at a time, and sends slash commands, button clicks and menu
// choices back as that person. Messages are Discord API message objects; the page asks the
// server only for what the chosen person may see (the server filters, not this page).

globalThis.$discordMessage = {
  avatars: { default: '/static/avatar-bot.svg', bot: '/static/avatar-bot.svg' },
  defaultTheme: 'dark',
};
await import('@skyra/discord-components-core');

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.hash.slice(1));
const view = { as: params.get('as') ?? '', channel: params.get('channel') ?? '' };
let state = null;
let loading = null;
let again = false;
// The server counts its changes: `pushed` is the newest change whose message this page drew as
// it came (see connectEvents); a read that left before it is stale for the messages.
let pushed = 0;
const dismissed = new Set(JSON.parse(sessionStorage.getItem('dismissed') ?? '[]'));

// ---------------------------------------------------------------- data

async function api(path, body) {
  const res = await fetch(path, body === undefined ? {} : {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({ ok: false, error: `HTTP ${res.status}` }));
  if (!res.ok || json.ok === false) throw new Error(json.error ?? `HTTP ${res.status}`);
  return json;
}

async function refresh() {
  if (loading) { again = true; return loading; }
  loading = (async () => {
    try {
      const q = new URLSearchParams();
      if (view.as) q.set('as', view.as);
      if (view.channel) q.set('channel', view.channel);
      q.set('stream', events.id);
      const asked = { as: view.as, channel: view.channel };
      const next = await api(`/api/state?${q}`);
      if (view.as !== asked.as || view.channel !== asked.channel || (next.version ?? Infinity) < pushed) {
        // The person switched seat or channel while this was loading (load what they chose now),
        // or a message came by the event stream after this read left (read again).
        again = true;
        return;
      }
      state = next;
      view.as = state.as;
      view.channel = state.channel;
      const h = `#as=${encodeURIComponent(view.as)}&channel=${encodeURIComponent(view.channel)}`;
      if (location.hash !== h) window.history.replaceState(null, '', h);
      render();
    } catch (e) {
      toast(`Could not load: ${e.message}`);
    } finally {
      loading = null;
      if (again) { again = false; void refresh(); }
    }
  })();
  return loading;
}

// The page's event stream: a message the person shown sees (the person this page last read the
// state as) that is posted, edited or deleted comes with its content and is drawn at once
// (issue 21: click to visible); every change is then read again in full (the channel list, the
// unread dots), soon but not at once.
const events = { id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`, timer: null, due: 0, first: 0, quiet: false, live: false };
function connectEvents() {
  const es = new EventSource(`/api/events?stream=${events.id}`);
  es.addEventListener('push', (ev) => {
    const p = JSON.parse(ev.data);
    if (!state || p.as !== state.as || p.channelId !== state.channel || p.version <= (state.version ?? Infinity)) return;
    const list = state.messages;
    const i = list.findIndex((m) => m.id === (p.message?.id ?? p.deletedId));
    if (p.deletedId) { if (i >= 0) list.splice(i, 1); } else if (i >= 0) list[i] = p.message; else list.push(p.message);
    pushed = Math.max(pushed, p.version);
    renderMessages();
  });
  // A change is read a few ms after it came. A message pushed to the pages that see it is drawn
  // already (if it belongs here): only the unread dots are left, read once the bot's burst of
  // posts and edits is over (150 ms of quiet, at most a second after the first), so that these
  // reads do not hold up the bot's next post. refresh() also folds the changes that come while a
  // read is on its way into the next one.
  es.addEventListener('change', (ev) => {
    const now = Date.now();
    if (!events.timer) events.first = now;
    let due;
    if (JSON.parse(ev.data || '{}').pushed) {
      if (events.timer && !events.quiet) return; // a read is due in a few ms: it will see this too
      due = Math.min(now + 150, events.first + 1000);
      events.quiet = true;
    } else {
      if (events.timer && events.due <= now + 4) return;
      due = now + 4;
      events.quiet = false;
    }
    clearTimeout(events.timer);
    events.due = due;
    events.timer = setTimeout(() => { events.timer = null; void refresh(); }, due - now);
  });
  // (Re)connected: what changed while the stream was down is read now.
  es.addEventListener('open', () => { events.live = true; if (state) void refresh(); });
  es.onerror = () => { events.live = false; /* EventSource reconnects by itself */ };
}

// ---------------------------------------------------------------- actions

async function act(kind, body, busyEl) {
  busyEl?.setAttribute('data-busy', '');
  try {
    const r = await api(`/api/${kind}`, { as: view.as, channel: view.channel, ...body });
    if (r.modal) showModal(r.interactionId, r.modal);
  } catch (e) {
    toast(e.message);
  } finally {
    busyEl?.removeAttribute('data-busy');
    // What the bot answers comes by the event stream; without it, read now.
    if (!events.live) void refresh();
  }
}

let toastTimer = null;
function toast(text) {
  const t = $('toast');
  t.textContent = text;
  t.classList.add('show');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => t.classList.remove('show'), 6000);
}

// ---------------------------------------------------------------- rendering

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'html') e.innerHTML = v;
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat(Infinity)) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

function render() {
  $('bot-status').hidden = state.botConnected !== false;
  renderSeats();
  renderChannels();
  renderMessages();
}

function renderSeats() {
  const box = $('seats');
  box.replaceChildren(...state.users.map((u) => el('button', {
    type: 'button', role: 'tab', 'data-user': u.id, 'aria-selected': u.id === view.as ? 'true' : 'false',
    onclick: () => { view.as = u.id; view.channel = ''; void refresh(); },
  }, el('img', { src: avatarFor(u.id, u.name), alt: '' }), u.name,
  u.unread ? el('span', { class: 'dot', title: `${u.unread} new` }) : null)));
}

function channelItem(c) {
  const icon = c.kind === 'thread' ? '⤷' : c.kind === 'dm' ? '@' : '#';
  return el('li', {},
    el('button', {
      type: 'button', class: `channel ${c.kind}`, 'data-channel': c.id, 'data-kind': c.kind,
      'aria-current': c.id === view.channel ? 'page' : undefined,
      onclick: () => { view.channel = c.id; closeSidebar(); void refresh(); },
    }, el('span', { class: 'icon' }, icon), el('span', { class: 'name' }, c.name),
    c.unread ? el('span', { class: 'badge' }, String(c.unread)) : null));
}

function renderChannels() {
  $('guild-name').textContent = state.guildName ?? 'Local server';
  $('channels').replaceChildren(...state.channels.filter((c) => c.kind !== 'dm').map(channelItem));
  $('dms').replaceChildren(...state.channels.filter((c) => c.kind === 'dm').map(channelItem));
  const cur = state.channels.find((c) => c.id === view.channel);
  $('channel-title').textContent = cur ? `${cur.kind === 'dm' ? '@' : cur.kind === 'thread' ? '⤷ ' : '#'}${cur.name}` : '';
  $('channel-topic').textContent = cur?.kind === 'dm'
    ? `Only ${nameOf(view.as)} sees this conversation.` : (cur?.topic ?? '');
}

function nameOf(id) {
  return state.users.find((u) => u.id === id)?.name ?? state.names?.[id] ?? 'someone';
}

let rendered = new Map();
function renderMessages() {
  const box = $('messages');
  const scroller = $('scroller');
  const atBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 80;
  const visible = state.messages.filter((m) => !dismissed.has(m.id));
  // A message that did not change keeps its element (its images, an open menu): in a long thread
  // only what changed is drawn again.
  const fresh = new Map();
  const nodes = visible.map((m, i) => {
    const key = `${state.channel}/${JSON.stringify(m)}`;
    const old = rendered.get(m.id);
    // The newest messages' images load at once (the board a turn ends with), older ones when scrolled to.
    const node = old && old.key === key && old.node.parentNode === box ? old.node : renderMessage(m, i >= visible.length - 3);
    fresh.set(m.id, { key, node });
    return node;
  });
  const keep = new Set(nodes);
  for (const child of [...box.children]) if (!keep.has(child)) child.remove();
  let cur = box.firstElementChild;
  for (const node of nodes) {
    if (cur === node) { cur = cur.nextElementSibling; continue; }
    box.insertBefore(node, cur);
  }
  rendered = fresh;
  $('empty').hidden = visible.length > 0;
  if (atBottom || state.channel !== renderMessages.lastChannel) {
    // Images load later; scroll again when they do.
    const down = () => { scroller.scrollTop = scroller.scrollHeight; };
    down();
    for (const img of box.querySelectorAll('img, discord-image-attachment')) img.addEventListener('load', down, { once: true });
    setTimeout(down, 200);
  }
  renderMessages.lastChannel = state.channel;
}

const EPHEMERAL = 1 << 6;
const LOADING = 1 << 7;
const COMPONENTS_V2 = 1 << 15;

function renderMessage(m, eager = false) {
  const author = m.author ?? {};
  const attachments = m.attachments ?? [];
  const ephemeral = ((m.flags ?? 0) & EPHEMERAL) !== 0;
  const msg = el('discord-message', {
    author: author.global_name ?? author.username ?? 'unknown',
    avatar: author.bot ? '/static/avatar-bot.svg' : avatarFor(author.id, author.username),
    bot: author.bot ? true : undefined,
    timestamp: m.timestamp ? when(m.timestamp) : undefined,
    edited: m.edited_timestamp ? true : undefined,
    ephemeral: ephemeral ? true : undefined,
    'data-message-id': m.id,
    'data-ephemeral': ephemeral ? 'true' : undefined,
  });
  if (ephemeral) {
    msg.dismissMessageClicked = () => {
      dismissed.add(m.id);
      sessionStorage.setItem('dismissed', JSON.stringify([...dismissed]));
      msg.remove();
    };
  }
  if (m.interaction_metadata || m.interaction) {
    const who = m.interaction_metadata?.user ?? m.interaction?.user;
    const name = m.interaction_metadata?.name ?? m.interaction?.name;
    const type = m.interaction_metadata?.type ?? m.interaction?.type ?? 2;
    const what = type === 3 ? 'a button or menu' : type === 5 ? 'a form' : name ? `/${name}` : 'a command';
    if (who) {
      msg.append(el('div', { slot: 'reply', class: 'used-command' },
        el('span', {}, `${who.global_name ?? who.username} used `), el('span', { class: 'cmd' }, what)));
    }
  }
  if (m.type === 18) {
    // "started a thread" notice, as Discord shows it in the parent channel.
    const threadId = m.message_reference?.channel_id;
    msg.append(el('span', { class: 'system' }, 'started a thread: ',
      el('a', { href: '#', class: 'thread-link', onclick: (ev) => { ev.preventDefault(); view.channel = threadId; void refresh(); } }, m.content || 'thread')));
    return msg;
  }
  if (m.content) msg.append(el('span', { class: 'md', html: markdown(m.content) }));
  else if (((m.flags ?? 0) & LOADING) !== 0) msg.append(el('span', { class: 'thinking' }, `${author.username ?? 'The bot'} is thinking…`));

  const usedByEmbeds = new Set();
  for (const e of m.embeds ?? []) msg.append(renderEmbed(e, attachments, usedByEmbeds));

  const images = attachments.filter((a) => !usedByEmbeds.has(a.filename) && isImage(a));
  const files = attachments.filter((a) => !usedByEmbeds.has(a.filename) && !isImage(a));
  if (images.length || files.length) {
    msg.append(el('div', { slot: 'attachments', class: 'attachments' },
      images.map((a) => el('a', { href: a.url, target: '_blank', class: 'image', onclick: openViewer },
        el('img', { src: a.url, alt: a.description ?? a.filename, loading: eager ? 'eager' : 'lazy', 'data-filename': a.filename,
          width: a.width ?? undefined, height: a.height ?? undefined,
          style: a.width ? `max-width:min(100%, ${a.width}px)` : undefined }))),
      files.map((a) => el('a', { href: a.url, class: 'file', download: a.filename }, `📎 ${a.filename}`))));
  }
  if (m.thread?.id) {
    msg.append(el('div', { slot: 'thread', class: 'thread-box' }, el('a', { href: '#', class: 'thread-link',
      onclick: (ev) => { ev.preventDefault(); view.channel = m.thread.id; void refresh(); } }, `⤷ ${m.thread.name ?? 'thread'}`)));
  }
  const comps = m.components ?? [];
  if (comps.length) {
    const v2 = ((m.flags ?? 0) & COMPONENTS_V2) !== 0;
    msg.append(el('div', { slot: v2 ? undefined : 'components', class: 'components' },
      comps.map((c) => renderComponent(c, m, attachments))));
  }
  return msg;
}

function when(iso) {
  const d = new Date(iso);
  const time = d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return d.toDateString() === new Date().toDateString() ? `Today at ${time}` : `${d.toLocaleDateString()} ${time}`;
}

function isImage(a) {
  return (a.content_type ?? '').startsWith('image/') || /\.(png|jpe?g|gif|webp|svg)$/i.test(a.filename ?? '');
}

function resolveMedia(url, attachments, used) {
  if (!url) return undefined;
  if (url.startsWith('attachment://')) {
    const name = url.slice('attachment://'.length);
    const a = attachments.find((x) => x.filename === name);
    if (a) { used?.add(a.filename); return a.url; }
    return undefined;
  }
  // Discord rewrites attachment:// in embeds to the attachment's own URL.
  const a = attachments.find((x) => x.url === url || x.proxy_url === url);
  if (a) used?.add(a.filename);
  return url;
}

function hex(color) {
  return color === undefined || color === null ? undefined : `#${Number(color).toString(16).padStart(6, '0')}`;
}

function renderEmbed(e, attachments, used) {
  const embed = el('discord-embed', {
    slot: 'embeds',
    color: hex(e.color),
    'embed-title': e.title,
    url: e.url,
    'author-name': e.author?.name,
    'author-image': resolveMedia(e.author?.icon_url, attachments, used),
    image: resolveMedia(e.image?.url, attachments, used),
    thumbnail: resolveMedia(e.thumbnail?.url, attachments, used),
  });
  if (e.description) embed.append(el('discord-embed-description', { slot: 'description', html: markdown(e.description) }));
  if (e.fields?.length) {
    let inlineIndex = 0;
    embed.append(el('discord-embed-fields', { slot: 'fields' }, e.fields.map((f) => {
      inlineIndex = f.inline ? (inlineIndex % 3) + 1 : 0;
      return el('discord-embed-field', { 'field-title': f.name, inline: f.inline ? true : undefined,
        'inline-index': f.inline ? inlineIndex : undefined, html: markdown(f.value ?? '') });
    })));
  }
  if (e.footer?.text || e.timestamp) {
    embed.append(el('discord-embed-footer', { slot: 'footer', timestamp: e.timestamp ? when(e.timestamp) : undefined,
      'footer-image': resolveMedia(e.footer?.icon_url, attachments, used) }, e.footer?.text ?? ''));
  }
  return embed;
}

const BUTTON_STYLE = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'destructive', 5: 'secondary' };

function renderComponent(c, m, attachments) {
  switch (c.type) {
    case 1: { // action row
      const row = el('discord-action-row', { class: 'row' });
      const children = c.components ?? [];
      if (children.some((x) => x.type !== 2)) {
        // Skyra's action row expects buttons; draw select menus in a plain row instead.
        return el('div', { class: 'row select-row' }, children.map((x) => renderComponent(x, m, attachments)));
      }
      for (const b of children) row.append(renderButton(b, m));
      return row;
    }
    case 2: return el('discord-action-row', { class: 'row' }, renderButton(c, m));
    case 3: case 5: case 6: case 7: case 8: return renderSelect(c, m);
    case 9: // section
      return el('div', { class: 'v2-section' },
        el('div', { class: 'v2-section-text' }, (c.components ?? []).map((x) => renderComponent(x, m, attachments))),
        c.accessory ? el('div', { class: 'v2-accessory' }, c.accessory.type === 2
          ? el('discord-action-row', {}, renderButton(c.accessory, m)) : renderComponent(c.accessory, m, attachments)) : null);
    case 10: return el('div', { class: 'v2-text md', html: markdown(c.content ?? '') });
    case 11: return el('img', { class: 'v2-thumb', src: resolveMedia(c.media?.url, attachments), alt: c.description ?? '' });
    case 12: return el('div', { class: 'v2-gallery' }, (c.items ?? []).map((it) =>
      el('a', { href: resolveMedia(it.media?.url, attachments), target: '_blank', class: 'image', onclick: openViewer },
        el('img', { src: resolveMedia(it.media?.url, attachments), alt: it.description ?? '' }))));
    case 13: return el('a', { class: 'file', href: resolveMedia(c.file?.url, attachments) }, `📎 ${c.file?.url ?? 'file'}`);
    case 14: return el('hr', { class: `v2-sep${c.divider === false ? ' blank' : ''}` });
    case 17: return el('div', { class: 'v2-container', style: c.accent_color !== undefined && c.accent_color !== null ? `border-left-color:${hex(c.accent_color)}` : undefined },
      (c.components ?? []).map((x) => renderComponent(x, m, attachments)));
    default: return el('div', { class: 'unknown' }, `[component type ${c.type}]`);
  }
}

function renderButton(b, m) {
  const emoji = b.emoji?.name && !b.emoji.id ? `${b.emoji.name} ` : '';
  const label = `${emoji}${b.label ?? ''}`.trim() || '…';
  const btn = el('discord-button', {
    type: BUTTON_STYLE[b.style] ?? 'secondary',
    disabled: b.disabled ? true : undefined,
    url: b.style === 5 ? b.url : undefined,
    'data-custom-id': b.custom_id,
    'data-message-id': m.id,
  }, label);
  if (b.style !== 5 && !b.disabled && b.custom_id) {
    btn.addEventListener('click', () => {
      if (btn.hasAttribute('data-busy')) return;
      void act('click', { messageId: m.id, customId: b.custom_id }, btn);
    });
  }
  return btn;
}

// Discord's select menu: a box that opens a list; with max_values > 1 the list has tick boxes
// and the choice is sent when the person presses "Choose" (Discord sends it on closing).
function renderSelect(s, m) {
  const min = s.min_values ?? 1;
  const max = s.max_values ?? 1;
  const multi = max > 1;
  const options = s.type === 3 ? (s.options ?? []) : [];
  const wrap = el('div', { class: 'select', 'data-custom-id': s.custom_id, 'data-message-id': m.id,
    'data-disabled': s.disabled || s.type !== 3 ? 'true' : undefined });
  const chosen = new Set(options.filter((o) => o.default).map((o) => o.value));
  const summary = () => {
    const labels = options.filter((o) => chosen.has(o.value)).map((o) => o.label);
    return labels.length ? labels.join(', ') : (s.placeholder ?? (s.type === 3 ? 'Make a selection' : 'Not available on the local table'));
  };
  const box = el('button', { type: 'button', class: 'select-box', disabled: s.disabled || s.type !== 3 ? true : undefined,
    'aria-haspopup': 'listbox', 'aria-expanded': 'false' },
  el('span', { class: 'select-label' }, summary()), el('span', { class: 'chev' }, '▾'));
  const list = el('div', { class: 'select-list', role: 'listbox', hidden: true, 'aria-multiselectable': multi ? 'true' : undefined });
  const confirm = el('button', { type: 'button', class: 'select-confirm' }, 'Choose');
  const updateConfirm = () => {
    confirm.disabled = chosen.size < min || chosen.size > max;
    confirm.textContent = min === max ? `Choose (${chosen.size}/${max})` : `Choose (${chosen.size}, ${min}–${max})`;
  };
  const send = () => {
    list.hidden = true;
    box.setAttribute('aria-expanded', 'false');
    box.querySelector('.select-label').textContent = summary();
    void act('select', { messageId: m.id, customId: s.custom_id, values: [...chosen] }, wrap);
  };
  for (const o of options) {
    const emoji = o.emoji?.name && !o.emoji.id ? `${o.emoji.name} ` : '';
    const item = el('div', { class: 'select-option', role: 'option', 'data-value': o.value, tabindex: '0',
      'aria-selected': chosen.has(o.value) ? 'true' : 'false' },
    multi ? el('span', { class: 'tick' }) : null,
    el('div', {}, el('div', { class: 'opt-label' }, `${emoji}${o.label}`), o.description ? el('div', { class: 'opt-desc' }, o.description) : null));
    const pick = () => {
      if (multi) {
        if (chosen.has(o.value)) chosen.delete(o.value);
        else if (chosen.size < max) chosen.add(o.value);
        item.setAttribute('aria-selected', chosen.has(o.value) ? 'true' : 'false');
        updateConfirm();
      } else {
        chosen.clear();
        chosen.add(o.value);
        send();
      }
    };
    item.addEventListener('click', pick);
    item.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); pick(); } });
    list.append(item);
  }
  if (multi) {
    updateConfirm();
    confirm.addEventListener('click', send);
    list.append(el('div', { class: 'select-footer' }, confirm));
  }
  box.addEventListener('click', () => {
    list.hidden = !list.hidden;
    box.setAttribute('aria-expanded', list.hidden ? 'false' : 'true');
    if (!list.hidden) placeList(box, list);
  });
  wrap.append(box, list);
  return wrap;
}

// Discord's image viewer: a click on an image shows it at full size over the page (scrolling
// when it is larger than the screen); a click outside it, ✕ or Escape closes it.
function openViewer(ev) {
  if (ev.button !== 0 || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
  ev.preventDefault();
  const link = ev.currentTarget;
  const src = link.getAttribute('href');
  const img = el('img', { src, alt: link.querySelector('img')?.alt ?? '', class: 'viewer-image' });
  const dialog = el('dialog', { class: 'viewer', 'aria-label': 'Image' },
    el('div', { class: 'viewer-bar' },
      el('a', { href: src, target: '_blank', rel: 'noopener', class: 'viewer-open' }, 'Open original'),
      el('button', { type: 'button', class: 'viewer-close', 'aria-label': 'Close', onclick: () => dialog.close() }, '✕')),
    el('div', { class: 'viewer-body', onclick: (e) => { if (e.target === e.currentTarget) dialog.close(); } }, img));
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}

// A menu opens below its box, or above it when there is more room there, and never taller than
// the room it has: it stays on screen (like Discord's menus near the bottom of the window).
function placeList(box, list) {
  const margin = 8;
  const r = box.getBoundingClientRect();
  const composer = $('composer').getBoundingClientRect();
  const bottomEdge = Math.min(window.innerHeight, composer.top);
  const below = bottomEdge - r.bottom - margin;
  const above = r.top - Math.max(0, $('scroller').getBoundingClientRect().top) - margin;
  list.style.maxHeight = '';
  const natural = Math.min(list.scrollHeight, 320);
  const up = natural > below && above > below;
  list.classList.toggle('up', up);
  list.style.maxHeight = `${Math.max(120, Math.min(320, up ? above : below))}px`;
}

// Discord's modal: a form the bot asks for in answer to an interaction.
function showModal(interactionId, modal) {
  const inputs = [];
  const field = (c, labelText, description) => {
    if (c.type === 3) {
      const multi = (c.max_values ?? 1) > 1;
      const select = el('select', { name: c.custom_id, multiple: multi ? true : undefined, required: c.required === false ? undefined : true,
        size: multi ? Math.min(8, (c.options ?? []).length) : undefined, 'data-multi': multi ? 'true' : undefined },
      multi ? null : el('option', { value: '' }, c.placeholder ?? 'Choose…'),
      (c.options ?? []).map((o) => el('option', { value: o.value, selected: o.default ? true : undefined }, o.label)));
      inputs.push(select);
      return el('label', { class: 'modal-field' }, el('span', {}, labelText ?? c.placeholder ?? c.custom_id),
        description ? el('small', {}, description) : null, select);
    }
    if (c.type !== 4) return null;
    const attrs = { name: c.custom_id, required: c.required === false ? undefined : true, placeholder: c.placeholder,
      minlength: c.min_length, maxlength: c.max_length };
    const input = c.style === 2 ? el('textarea', { ...attrs, rows: 4 }) : el('input', { ...attrs, type: 'text' });
    input.value = c.value ?? '';
    inputs.push(input);
    return el('label', { class: 'modal-field' }, el('span', {}, labelText ?? c.label ?? c.custom_id),
      description ? el('small', {}, description) : null, input);
  };
  const rows = (modal.components ?? []).map((row) => {
    if (row.type === 1) return (row.components ?? []).map((c) => field(c));
    if (row.type === 18) return field(row.component ?? {}, row.label, row.description);
    if (row.type === 10) return el('div', { class: 'md', html: markdown(row.content ?? '') });
    return null;
  });
  const dialog = el('dialog', { class: 'modal' });
  const form = el('form', { method: 'dialog' },
    el('h2', {}, modal.title ?? 'Form'), rows,
    el('div', { class: 'modal-buttons' },
      el('button', { type: 'button', class: 'cancel', onclick: () => dialog.close() }, 'Cancel'),
      el('button', { type: 'submit' }, 'Submit')));
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const fields = Object.fromEntries(inputs.map((i) => [i.name,
      i.tagName === 'SELECT' ? [...i.selectedOptions].map((o) => o.value).filter((v) => v !== '') : i.value]));
    try {
      const r = await api('/api/modal', { as: view.as, interactionId, fields });
      dialog.close();
      if (r.modal) showModal(r.interactionId, r.modal);
    } catch (e) { toast(e.message); }
    void refresh();
  });
  dialog.append(form);
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}

// ---------------------------------------------------------------- Discord markdown (the subset the bot uses)

function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

function inline(s) {
  const codes = [];
  let t = s.replace(/`([^`]+)`/g, (_, c) => { codes.push(c); return `\uE000${codes.length - 1}\uE000`; });
  t = escapeHtml(t)
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention">@${escapeHtml(nameOf(id))}</span>`)
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => `<span class="mention">#${escapeHtml(state?.channels.find((c) => c.id === id)?.name ?? 'channel')}</span>`)
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, n) => `<span class="time">${escapeHtml(new Date(Number(n) * 1000).toLocaleString())}</span>`)
    .replace(/&lt;a?:(\w+):\d+&gt;/g, ':$1:')
    .replace(/\*\*\*(.+?)\*\*\*/g, '<strong><em>$1</em></strong>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|\W)_(?!\s)(.+?)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler" onclick="this.classList.add(\'shown\')">$1</span>')
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2" target="_blank" rel="noopener">$1</a>');
  return t.replace(/\uE000(\d+)\uE000/g, (_, i) => `<code>${escapeHtml(codes[Number(i)])}</code>`);
}

export function markdown(src) {
  const out = [];
  const blocks = String(src).split(/```/);
  blocks.forEach((block, bi) => {
    if (bi % 2 === 1) {
      out.push(`<pre><code>${escapeHtml(block.replace(/^[a-z0-9]*\n/i, ''))}</code></pre>`);
      return;
    }
    const lines = block.split('\n');
    let list = null;
    for (const line of lines) {
      let m;
      if ((m = /^\s*[-*] (.*)$/.exec(line))) {
        if (!list) { list = []; }
        list.push(`<li>${inline(m[1])}</li>`);
        continue;
      }
      if (list) { out.push(`<ul>${list.join('')}</ul>`); list = null; }
      if ((m = /^(#{1,3}) (.*)$/.exec(line))) out.push(`<div class="h${m[1].length}">${inline(m[2])}</div>`);
      else if ((m = /^-# (.*)$/.exec(line))) out.push(`<div class="subtext">${inline(m[1])}</div>`);
      else if ((m = /^> ?(.*)$/.exec(line))) out.push(`<div class="quote">${inline(m[1])}</div>`);
      else out.push(`<div class="line">${line.trim() === '' ? '&nbsp;' : inline(line)}</div>`);
    }
    if (list) out.push(`<ul>${list.join('')}</ul>`);
  });
  return out.join('');
}

// ---------------------------------------------------------------- avatars

const COLORS = ['#5865f2', '#3ba55c', '#faa61a', '#ed4245', '#eb459e', '#747f8d'];
function avatarFor(id, name) {
  let h = 0;
  for (const ch of String(id ?? name ?? '')) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const color = COLORS[h % COLORS.length];
  const letter = escapeHtml((name ?? '?').slice(0, 1).toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" rx="40" fill="${color}"/><text x="40" y="53" font-family="sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// ---------------------------------------------------------------- the composer

function commandHints(text) {
  const cmds = state?.commands ?? [];
  const t = text.trim().replace(/^\//, '').toLowerCase();
  const hints = [];
  for (const c of cmds) {
    const subs = (c.options ?? []).filter((o) => o.type === 1 || o.type === 2);
    if (subs.length === 0) hints.push({ usage: usage(c.name, c.options ?? []), description: c.description });
    for (const s of subs) {
      if (s.type === 2) {
        for (const s2 of s.options ?? []) hints.push({ usage: usage(`${c.name} ${s.name} ${s2.name}`, s2.options ?? []), description: s2.description });
      } else {
        hints.push({ usage: usage(`${c.name} ${s.name}`, s.options ?? []), description: s.description });
      }
    }
  }
  const words = t.split(/\s+/).filter((w) => w && !w.includes(':'));
  return hints.filter((h) => words.every((w, i) => {
    const uw = h.usage.slice(1).split(' ');
    return i < words.length - 1 ? uw[i] === w : (uw[i] ?? '').startsWith(w);
  })).slice(0, 12);
}

function usage(path, options) {
  const opts = options.filter((o) => o.type !== 1 && o.type !== 2)
    .map((o) => (o.required ? `${o.name}:` : `[${o.name}:]`));
  return `/${path}${opts.length ? ` ${opts.join(' ')}` : ''}`;
}

let autoTimer = null;
let autoSeq = 0;
// Discord asks the bot for suggestions while an option with autocomplete is typed.
function autocomplete() {
  const input = $('command');
  const text = input.value;
  const last = text.split(/\s+/).at(-1) ?? '';
  clearTimeout(autoTimer);
  if (!last.includes(':')) return;
  const mine = ++autoSeq;
  autoTimer = setTimeout(async () => {
    try {
      const r = await api('/api/autocomplete', { as: view.as, channel: view.channel, text });
      if (mine !== autoSeq || input.value !== text || !r.choices?.length) return;
      const ul = $('suggestions');
      const prefix = text.slice(0, text.length - last.length) + last.slice(0, last.indexOf(':') + 1);
      ul.replaceChildren(...r.choices.map((c) => suggestion(c.name, String(c.value), () => {
        const v = String(c.value);
        input.value = `${prefix}${/\s/.test(v) ? `"${v}"` : v} `;
        input.focus();
        showHints();
      }, 'choice')));
      ul.hidden = false;
    } catch { /* no suggestions */ }
  }, 150);
}

// The option being typed at the end of the line: `name:` and what has been typed of its value so
// far (a choice's name may hold spaces: "order:as jo").
function typedOption(text) {
  const level = optionsAfter(text)?.level;
  if (!level) return null;
  const m = /(^|\s)([\w-]+):((?:(?!\s[\w-]+:).)*)$/.exec(text);
  if (!m) return null;
  const opt = level.find((o) => o.name === m[2].toLowerCase() && o.type !== 1 && o.type !== 2);
  return opt ? { opt, partial: m[3].replace(/^"/, ''), start: m.index + m[1].length } : null;
}

/** The options of the (sub)command typed so far, and how many words named it. */
function optionsAfter(text) {
  const words = text.replace(/^\//, '').split(/\s+/);
  const cmd = (state?.commands ?? []).find((c) => c.name === words[0]?.toLowerCase());
  if (!cmd) return null;
  let level = cmd.options ?? [];
  let i = 1;
  for (; ; i++) {
    const subs = level.filter((o) => o.type === 1 || o.type === 2);
    if (subs.length === 0) break;
    const sub = subs.find((x) => x.name === words[i]?.toLowerCase());
    if (!sub) return null;
    level = sub.options ?? [];
  }
  return { level: level.filter((o) => o.type !== 1 && o.type !== 2), words, named: i };
}

/** While an option's name is being typed after the subcommand: the options not given yet. */
function optionNameHints(text) {
  const at = optionsAfter(text);
  if (!at || at.words.length <= at.named) return null;
  const last = at.words.at(-1) ?? '';
  if (last.includes(':') || /\s$/.test(text) && last !== '') return null;
  const given = new Set(at.words.slice(at.named).map((w) => w.split(':')[0].toLowerCase()));
  return at.level.filter((o) => o.name.startsWith(last.toLowerCase()) && !(given.has(o.name) && o.name !== last.toLowerCase()));
}

function suggestion(main, desc, pick, cls) {
  const li = el('li', { class: cls, onmousedown: (ev) => { ev.preventDefault(); pick(); } },
    el('span', { class: 'usage' }, main), el('span', { class: 'desc' }, desc ?? ''));
  li.pick = pick;
  return li;
}

function showHints() {
  const input = $('command');
  const ul = $('suggestions');
  if (!input.value.startsWith('/')) { ul.hidden = true; return; }
  const typed = typedOption(input.value);
  const p = typed?.partial.toLowerCase() ?? '';
  const matches = typed?.opt.choices?.filter((c) => c.name.toLowerCase().startsWith(p) || String(c.value).toLowerCase().startsWith(p)) ?? [];
  // (A value followed by a space and more words is finished unless it continues a choice's name.)
  if (typed?.opt.choices?.length && (matches.length || !/\s/.test(p))) {
    // Discord's picker for an option's choices: their names, narrowed by what is typed.
    const exact = matches.length === 1 && matches[0].name.toLowerCase() === p;
    ul.replaceChildren(...matches.map((c) => suggestion(c.name, `${typed.opt.name}: ${typed.opt.description ?? ''}`, () => {
      input.value = `${input.value.slice(0, typed.start)}${typed.opt.name}:${c.name} `;
      input.focus();
      showHints();
    }, 'choice')));
    ul.classList.add('choices');
    ul.hidden = matches.length === 0 || exact;
    return;
  }
  ul.classList.remove('choices');
  if ((input.value.split(/\s+/).at(-1) ?? '').includes(':')) { ul.hidden = true; autocomplete(); return; }
  const names = optionNameHints(input.value);
  if (names) {
    ul.replaceChildren(...names.map((o) => suggestion(`${o.name}:`, o.description, () => {
      input.value = `${input.value.replace(/\S*$/, '')}${o.name}:`;
      input.focus();
      showHints();
    })));
    ul.hidden = names.length === 0;
    return;
  }
  const hints = commandHints(input.value);
  ul.replaceChildren(...hints.map((h) => suggestion(h.usage, h.description, () => {
    input.value = `${h.usage.split(' ').filter((w) => !w.includes(':')).join(' ')} `;
    input.focus();
    showHints();
  })));
  ul.hidden = hints.length === 0;
}

// Arrow keys move through the suggestions; Tab (or Enter on a highlighted one) picks it.
$('command').addEventListener('keydown', (ev) => {
  const ul = $('suggestions');
  if (ul.hidden) return;
  const items = [...ul.children];
  const at = items.findIndex((li) => li.classList.contains('active'));
  if (ev.key === 'ArrowDown' || ev.key === 'ArrowUp') {
    ev.preventDefault();
    const next = ev.key === 'ArrowDown' ? (at + 1) % items.length : (at <= 0 ? items.length - 1 : at - 1);
    items.forEach((li, i) => li.classList.toggle('active', i === next));
    items[next]?.scrollIntoView({ block: 'nearest' });
  } else if ((ev.key === 'Tab' && items.length) || (ev.key === 'Enter' && at >= 0)) {
    ev.preventDefault();
    items[Math.max(0, at)].pick?.();
  } else if (ev.key === 'Escape') {
    ul.hidden = true;
  }
});

$('command').addEventListener('input', showHints);
$('command').addEventListener('focus', showHints);
$('command').addEventListener('blur', () => { $('suggestions').hidden = true; });
$('composer').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const input = $('command');
  const text = input.value.trim();
  if (!text) return;
  if (!text.startsWith('/')) { toast('The bot only listens to slash commands: start with /'); return; }
  $('suggestions').hidden = true;
  input.disabled = true;
  try {
    const r = await api('/api/slash', { as: view.as, channel: view.channel, text });
    input.value = '';
    if (r.modal) showModal(r.interactionId, r.modal);
  } catch (e) {
    toast(e.message);
  } finally {
    input.disabled = false;
    input.focus();
    void refresh();
  }
});
$('add-seat').addEventListener('click', () => {
  $('add-seat').hidden = true;
  $('add-person').hidden = false;
  $('person-name').value = '';
  $('person-name').focus();
});
function closeAddPerson() {
  $('add-person').hidden = true;
  $('add-seat').hidden = false;
}
$('person-cancel').addEventListener('click', closeAddPerson);
$('person-name').addEventListener('keydown', (ev) => { if (ev.key === 'Escape') closeAddPerson(); });
$('add-person').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const name = $('person-name').value.trim();
  if (!name) { $('person-name').focus(); return; }
  try {
    const r = await api('/api/users', { name });
    view.as = r.user.id;
    view.channel = '';
    closeAddPerson();
  } catch (e) { toast(e.message); }
  void refresh();
});
// The channel list folds away on a narrow screen; ☰ opens it over the page.
$('menu-toggle').addEventListener('click', () => {
  const open = !document.body.classList.contains('sidebar-open');
  document.body.classList.toggle('sidebar-open', open);
  $('menu-toggle').setAttribute('aria-expanded', open ? 'true' : 'false');
});
$('sidebar-shade').addEventListener('click', closeSidebar);
function closeSidebar() {
  document.body.classList.remove('sidebar-open');
  $('menu-toggle').setAttribute('aria-expanded', 'false');
}
document.addEventListener('click', (ev) => {
  for (const list of document.querySelectorAll('.select-list:not([hidden])')) {
    if (!list.parentElement.contains(ev.target)) {
      list.hidden = true;
      list.parentElement.querySelector('.select-box')?.setAttribute('aria-expanded', 'false');
    }
  }
});

connectEvents();
await refresh();
document.body.setAttribute('data-ready', '');
