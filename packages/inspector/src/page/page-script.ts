/**
 * The inspector page's script, served as `<prefix>/inspector.js`: plain browser JavaScript, no build step. It builds
 * every element with textContent (never innerHTML), since names, URLs and headers come from the application and its
 * clients. The phases' colours are the style's `.k-<kind>` and `.p-<phase>` classes.
 */
export const pageScript = String.raw`'use strict'
;(function () {
  var prefix = document.body.dataset.prefix
  var cwd = ''
  var lastId = 0
  var rows = 0
  var limit = 50

  function h(tag, attrs) {
    var node = document.createElement(tag)
    for (var key in attrs || {}) {
      if (key === 'text') node.textContent = attrs[key]
      else if (key === 'on') node.addEventListener('click', attrs[key])
      else if (attrs[key] !== undefined && attrs[key] !== null) node.setAttribute(key, attrs[key])
    }
    for (var i = 2; i < arguments.length; i++) {
      var child = arguments[i]
      if (child === null || child === undefined || child === false) continue
      node.append(typeof child === 'string' ? document.createTextNode(child) : child)
    }
    return node
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild)
    return node
  }

  function where(source, builtin) {
    if (!source) return builtin ? 'built in' : 'no source'
    var file = source.file
    var modules = file.lastIndexOf('/node_modules/')
    if (modules !== -1) file = file.slice(modules + 14)
    else if (cwd && file.indexOf(cwd + '/') === 0) file = file.slice(cwd.length + 1)
    return file + ':' + source.line + ':' + source.column
  }

  function ms(value) {
    return value < 1 ? value.toFixed(3) + ' ms' : value < 100 ? value.toFixed(2) + ' ms' : value.toFixed(0) + ' ms'
  }

  function api(path) {
    return fetch(prefix + '/api/' + path, { headers: { accept: 'application/json' } }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error(body.message || response.statusText)
        return body
      })
    })
  }

  function piece(piece) {
    return h('li', { class: piece.own ? 'own' : null }, h('code', { text: piece.name }), ' ', h('span', { class: 'src', text: where(piece.source) }))
  }

  // the inspector's own phase-boundary hooks are in every context and explanation: hidden unless asked for
  var ownHooks = []
  function isOwn(name) {
    return ownHooks.indexOf(name) !== -1
  }

  function segmentName(segment) {
    return segment.phase ? segment.phase + ' ' + segment.name : segment.kind === 'handler' ? 'handler ' + segment.name : segment.name
  }

  function list(items, render) {
    var ul = h('ul')
    items.forEach(function (item) {
      ul.append(render(item))
    })
    return ul
  }

  function routeButton(route) {
    var methods = [].concat(route.method)
    var label = methods.join(',') + ' ' + route.url
    return h(
      'li',
      null,
      h('button', {
        type: 'button',
        class: 'route' + (route.automatic ? ' automatic' : ''),
        'data-method': methods[0],
        'data-url': route.url,
        title: 'explain ' + label,
        text: label,
        on: function () {
          explain(methods[0], route.url, route.constraints)
        }
      }),
      ' ',
      h('span', { class: 'src', text: route.handler + ' · ' + where(route.source) })
    )
  }

  function contextBox(context, depth) {
    var hooks = []
    Object.keys(context.hooks).forEach(function (name) {
      context.hooks[name].forEach(function (hook) {
        hooks.push({ name: name + ': ' + hook.name, source: hook.source, own: isOwn(hook.name) })
      })
    })
    var decorators = []
    ;['instance', 'request', 'reply'].forEach(function (kind) {
      context.decorators[kind].forEach(function (decorator) {
        decorators.push({ name: (kind === 'instance' ? '' : kind + '.') + decorator.name, source: decorator.source })
      })
    })
    // the routes the box lists and counts: the HEAD routes Capsule adds for each GET are left out, as in the summary
    var routes = context.routes.filter(function (r) { return !r.automatic })
    var handlers = []
    if (context.errorHandler) handlers.push({ name: 'error handler ' + context.errorHandler.name, source: context.errorHandler.source })
    if (context.notFoundHandler) handlers.push({ name: 'not-found handler ' + context.notFoundHandler.name, source: context.notFoundHandler.source })
    var box = h(
      'details',
      { class: 'context', 'data-path': context.path },
      h(
        'summary',
        null,
        h('strong', { text: context.name }),
        context.prefix ? h('span', { class: 'prefix', text: ' ' + context.prefix }) : null,
        h('span', { class: 'counts', text: ' ' + routes.length + ' routes · ' + hooks.filter(function (hook) { return !hook.own }).length + ' hooks · ' + decorators.length + ' decorators' }),
        h('span', { class: 'src', text: context.source ? ' registered at ' + where(context.source) : '' })
      ),
      context.skipOverride.length ? h('p', { class: 'merged', text: 'merged here (skip-override): ' + context.skipOverride.map(function (p) { return p.name }).join(', ') }) : null,
      section('Routes', routes, routeButton),
      section('Hooks', hooks, piece),
      section('Decorators', decorators, piece),
      section('Handlers', handlers, piece),
      section('Shared schemas', context.schemas, piece),
      section('Body parsers', context.contentTypeParsers, piece)
    )
    if (depth === 0) box.open = true
    context.children.forEach(function (child) {
      box.append(contextBox(child, depth + 1))
    })
    return box
  }

  function section(title, items, render) {
    if (!items || items.length === 0) return null
    return h('div', { class: 'group' }, h('h4', { text: title }), list(items, render))
  }

  function loadTree() {
    return api('application').then(function (body) {
      cwd = body.cwd
      limit = body.requests
      ownHooks = body.ownHooks
      var routes = 0
      var contexts = 0
      ;(function count(context) {
        contexts++
        routes += context.routes.filter(function (r) { return !r.automatic }).length
        context.children.forEach(count)
      })(body.inspection.root)
      document.getElementById('summary').textContent =
        contexts + ' contexts, ' + routes + ' routes. Sources are relative to ' + cwd + '.'
      clear(document.getElementById('tree')).append(contextBox(body.inspection.root, 0))
    })
  }

  function explain(method, url, constraints) {
    var form = document.getElementById('explain-form')
    form.elements.method.value = method
    form.elements.url.value = url
    var query = 'method=' + encodeURIComponent(method) + '&url=' + encodeURIComponent(url)
    if (constraints) query += '&constraints=' + encodeURIComponent(JSON.stringify(constraints))
    var target = clear(document.getElementById('explanation'))
    target.append(h('p', { class: 'hint', text: 'Explaining ' + method + ' ' + url + '…' }))
    return api('explain?' + query).then(
      function (body) {
        clear(target).append(renderExplanation(body.explanation, body.text))
      },
      function (error) {
        clear(target).append(h('p', { class: 'error', text: error.message }))
      }
    )
  }

  function renderExplanation(e, text) {
    var route = e.route
    var title =
      e.method + ' ' + e.url + ' → ' + (route.kind === 'route' ? 'route ' + [].concat(route.method).join(',') + ' ' + route.pattern : 'not-found handler of ' + route.pattern)
    var hooks = h('ol', { class: 'phases' })
    Object.keys(e.hooks).forEach(function (phase) {
      if (e.hooks[phase].length === 0) return
      hooks.append(
        h('li', { class: 'p-' + phase + (e.hooks[phase].every(function (hook) { return isOwn(hook.name) }) ? ' own' : '') }, h('strong', { text: phase }), list(e.hooks[phase], function (hook) {
          return h('li', { class: isOwn(hook.name) ? 'own' : null }, h('code', { text: hook.name }), hook.level === 'route' ? h('span', { class: 'badge', text: 'route' }) : null, ' ', h('span', { class: 'src', text: hook.context + ' · ' + where(hook.source, hook.builtin) }))
        }))
      )
    })
    var decorators = []
    ;['instance', 'request', 'reply'].forEach(function (kind) {
      e.decorators[kind].forEach(function (d) {
        decorators.push({ name: (kind === 'instance' ? 'app.' : kind + '.') + d.name, source: d.source, context: d.context })
      })
    })
    function origin(item) {
      return h('li', null, h('code', { text: item.name || item.mediaType || item.id }), ' ', h('span', { class: 'src', text: item.context + ' · ' + where(item.source, item.builtin) }))
    }
    return h(
      'div',
      { class: 'explained' },
      h('h3', { text: title }),
      h('p', { class: 'src', text: route.context + ' · ' + where(route.source) + (Object.keys(route.params).length ? ' · params ' + JSON.stringify(route.params) : '') }),
      h('h4', { text: 'Contexts, from the root' }),
      h('ol', { class: 'chain' }, ...e.contexts.map(function (c) {
        return h('li', null, h('strong', { text: c.name }), c.prefix ? ' ' + c.prefix : '', ' ', h('span', { class: 'src', text: c.source ? 'registered at ' + where(c.source) : '' }), c.skipOverride.length ? h('span', { class: 'merged', text: ' + ' + c.skipOverride.map(function (p) { return p.name }).join(', ') }) : null)
      })),
      h('h4', { text: 'Hooks, in the order they run' }),
      hooks,
      h('h4', { text: 'Errors climb' }),
      h('ol', null, ...e.errorHandlers.map(origin)),
      h('h4', { text: 'Body parsers (limit ' + e.bodyLimit + ' bytes)' }),
      list(e.parsers, origin),
      h('h4', { text: 'Compilers' }),
      // both are usually 'default': each named after what it compiles
      list([['validator', e.validatorCompiler], ['serializer', e.serializerCompiler]].map(function (pair) {
        return Object.assign({}, pair[1], { name: pair[0] + ': ' + pair[1].name })
      }), origin),
      h('h4', { text: 'Decorators visible here' }),
      list(decorators, origin),
      e.schemas.route ? h('details', null, h('summary', { text: 'Schema' }), h('pre', { text: JSON.stringify(e.schemas.route, null, 2) })) : null,
      h('details', null, h('summary', { text: 'As text' }), h('pre', { text: text }))
    )
  }

  var kinds = ['hook', 'parsing', 'validation', 'handler', 'not-found handler', 'serialization', 'response']
  function kindClass(kind) {
    return 'k-' + kind.replace(' ', '-')
  }

  function legend() {
    var box = clear(document.getElementById('legend'))
    kinds.forEach(function (kind) {
      box.append(h('span', { class: 'key' }, h('i', { class: 'seg ' + kindClass(kind) }), kind === 'hook' ? 'hooks (by phase)' : kind))
    })
  }

  function label(segment) {
    return segmentName(segment) + ' ' + ms(segment.duration) + (segment.source ? ' · ' + where(segment.source) : '') + (segment.error ? ' · failed: ' + segment.error : '')
  }

  function requestRow(request) {
    var track = h('div', { class: 'track' })
    var slowest = null
    request.segments.forEach(function (segment) {
      if (!slowest || segment.duration > slowest.duration) slowest = segment
      var left = request.duration > 0 ? (segment.offset / request.duration) * 100 : 0
      var width = request.duration > 0 ? (segment.duration / request.duration) * 100 : 0
      track.append(
        h('span', {
          class: 'seg ' + kindClass(segment.kind) + (segment.phase ? ' p-' + segment.phase : '') + (segment.error ? ' failed' : ''),
          title: label(segment)
        })
      )
      // set through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' styles allows (a style
      // attribute it would block)
      track.lastChild.style.left = Math.max(0, Math.min(100, left)) + '%'
      track.lastChild.style.width = Math.max(0, Math.min(100 - left, width)) + '%'
    })
    var row = h(
      'div',
      {
        class: 'request status-' + String(request.statusCode).charAt(0) + 'xx',
        'data-id': request.id,
        tabindex: '0',
        on: function () {
          detail(request)
        }
      },
      h('span', { class: 'method', text: request.method }),
      h('span', { class: 'url', text: request.url, title: request.route ? 'route ' + request.route : 'not found' }),
      h('span', { class: 'status', text: String(request.statusCode) }),
      h('span', { class: 'duration', text: ms(request.duration) }),
      track,
      h('span', { class: 'slowest', text: slowest ? 'slowest: ' + segmentName(slowest) + ' ' + ms(slowest.duration) : '' })
    )
    return row
  }

  function detail(request) {
    var target = clear(document.getElementById('request-detail'))
    var table = h('table', null, h('thead', null, h('tr', null, h('th', { text: 'at' }), h('th', { text: 'took' }), h('th', { text: 'what' }), h('th', { text: 'where' }))))
    var body = h('tbody')
    request.segments.forEach(function (segment) {
      body.append(
        h('tr', { class: segment.error ? 'failed' : '' },
          h('td', { text: ms(segment.offset) }),
          h('td', { text: ms(segment.duration) }),
          h('td', null, h('i', { class: 'seg ' + kindClass(segment.kind) + (segment.phase ? ' p-' + segment.phase : '') }), segmentName(segment) + (segment.error ? ' (failed: ' + segment.error + ')' : '')),
          h('td', { class: 'src', text: segment.context ? segment.context + ' · ' + where(segment.source) : '' })
        )
      )
    })
    table.append(body)
    var headers = h('dl', { class: 'headers' })
    Object.keys(request.headers).forEach(function (name) {
      headers.append(h('dt', { text: name }), h('dd', { text: request.headers[name] }))
    })
    // through h(), which leaves out a null child: the DOM's own append() would write it as the text "null" (a
    // request without a body, every request without the bodies option)
    target.append(
      h(
        'div',
        null,
        h('h3', { text: request.method + ' ' + request.url + ' → ' + request.statusCode + ' in ' + ms(request.duration) + (request.route ? ' (route ' + request.route + ')' : ' (not found)') }),
        table,
        h('h4', { text: 'Request headers' }),
        headers,
        request.body !== null ? h('div', null, h('h4', { text: 'Body' }), h('pre', { text: request.body })) : null,
        request.payload !== null ? h('div', null, h('h4', { text: 'Response payload' }), h('pre', { text: request.payload })) : null
      )
    )
  }

  function poll() {
    return api('requests?after=' + lastId).then(function (body) {
      var waterfall = document.getElementById('waterfall')
      body.requests.forEach(function (request) {
        var empty = document.getElementById('no-requests')
        if (empty) empty.remove()
        waterfall.prepend(requestRow(request))
        lastId = Math.max(lastId, request.id)
        rows++
      })
      while (rows > limit) {
        waterfall.lastChild.remove()
        rows--
      }
    })
  }

  document.getElementById('show-own').addEventListener('change', function (event) {
    document.body.classList.toggle('show-own', event.target.checked)
  })

  document.getElementById('explain-form').addEventListener('submit', function (event) {
    event.preventDefault()
    var form = event.target
    explain(form.elements.method.value, form.elements.url.value)
  })

  function tick() {
    var next = function () {
      setTimeout(tick, 1000)
    }
    if (document.getElementById('live').checked) poll().then(next, next)
    else next()
  }

  legend()
  loadTree().then(tick, function (error) {
    document.getElementById('summary').textContent = 'Could not load the application: ' + error.message
  })
})()
`
