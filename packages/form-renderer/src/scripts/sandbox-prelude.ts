/**
 * The code that runs first in a form's sandbox (QuickJS), before any script of the definition.
 * It is handed one host function, `channel(name, json, id?)`, which it keeps in its closure (no
 * script can reach it), and it answers an object of three functions the host calls:
 *
 * - `run(params, body, args)`: compiles a function body (sloppy mode, as FormMaking ran it;
 *   cached by its text) and calls it with the FormMaking-compatible API as `this`;
 * - `validator(body, rule, value)`: a `{ func }` rule, async-validator style (`callback`);
 * - `settle(id, ok, json)`: settles a promise the API handed to a script (`sendRequest`, …).
 *
 * Everything crosses as JSON text in both directions: `args` and answers of the host's API go
 * in as text and are parsed here; what a script gives the API or returns goes out as text.
 * An answer of `run` is `{"value": …}`, `{}` for undefined, or `{"promise": id}` when the
 * script returned a promise; that promise is reported through `channel('settled', …)`.
 */
export const SANDBOX_PRELUDE = String.raw`(function (channel) {
  var parse = JSON.parse;
  var stringify = JSON.stringify;
  var compileFunction = Function;
  var PromiseType = Promise;
  var waiting = new Map();
  var compiled = new Map();
  var lastId = 0;

  function text(value) {
    var json = stringify(value === undefined ? null : value);
    return json === undefined ? 'null' : json;
  }
  function now(name, args) {
    var answer = channel(name, text(args));
    return answer === undefined ? undefined : parse(answer);
  }
  function later(name, args) {
    return new PromiseType(function (resolve, reject) {
      var id = ++lastId;
      waiting.set(id, { resolve: resolve, reject: reject });
      channel(name, text(args), id);
    });
  }
  function describe(error) {
    if (error && typeof error === 'object' && typeof error.message === 'string') {
      return { name: String(error.name || 'Error'), message: error.message };
    }
    return { name: 'Error', message: String(error) };
  }
  function list(fields) {
    return fields === undefined ? [] : fields;
  }

  // Not frozen: as in trusted mode, scripts may keep their own values on this object. Its calls
  // reach the host only through the closure, whatever a script puts on it.
  var api = {
    getData: function (validate) { return later('getData', [validate !== false]); },
    getValues: function () { return now('getValues', []); },
    getValue: function (field) { return now('getValue', [field]); },
    setData: function (values) { now('setData', [values]); },
    reset: function () { now('reset', []); },
    refresh: function () { now('refresh', []); },
    hide: function (fields) { now('hide', [list(fields)]); },
    display: function (fields) { now('display', [list(fields)]); },
    disabled: function (fields, disabled) { now('disabled', [list(fields), disabled !== false]); },
    addClassName: function (fields, name) { now('addClassName', [list(fields), name]); },
    removeClassName: function (fields, name) { now('removeClassName', [list(fields), name]); },
    setOptions: function (fields, options) { now('setOptions', [list(fields), options]); },
    setRules: function (field, rules) { now('setRules', [field, rules]); },
    sendRequest: function (name, args) { return later('sendRequest', [name, args]); },
    triggerEvent: function (name, args) { return now('triggerEvent', [name, args]); },
    validate: function (fields) { return later('validate', [fields]); },
  };

  function compile(params, body) {
    var id = params.join(',') + '\n' + body;
    var fn = compiled.get(id);
    if (!fn) {
      fn = compileFunction.apply(null, params.concat([body]));
      compiled.set(id, fn);
    }
    return fn;
  }
  function report(value) {
    if (value && typeof value.then === 'function') {
      var id = ++lastId;
      PromiseType.resolve(value).then(
        function (settled) { channel('settled', text([id, true, settled])); },
        function (error) { channel('settled', text([id, false, describe(error)])); }
      );
      return text({ promise: id });
    }
    return value === undefined ? '{}' : text({ value: value });
  }

  return {
    run: function (params, body, args) {
      return report(compile(parse(params), body).apply(api, parse(args)));
    },
    validator: function (body, ruleJson, valueJson) {
      var rule = parse(ruleJson);
      var value = parse(valueJson);
      var fn = compile(['rule', 'value', 'callback'], body);
      return report(new PromiseType(function (resolve, reject) {
        function callback(failure) {
          if (failure === undefined || failure === null || failure === '') resolve(true);
          else if (failure instanceof Error) resolve(failure.message || rule.message || false);
          else resolve(String(failure));
        }
        var answer = fn.call(api, rule, value, callback);
        if (answer && typeof answer.then === 'function') answer.then(function () { resolve(true); }, reject);
        else if (answer === true) resolve(true);
        else if (answer === false) resolve(rule.message || false);
        else if (answer instanceof Error) callback(answer);
      }));
    },
    settle: function (id, ok, json) {
      var entry = waiting.get(id);
      if (!entry) return;
      waiting.delete(id);
      var value = parse(json);
      if (ok) entry.resolve(value);
      else {
        var error = new Error(value && value.message ? value.message : String(value));
        if (value && value.name) error.name = value.name;
        entry.reject(error);
      }
    },
  };
})`;
