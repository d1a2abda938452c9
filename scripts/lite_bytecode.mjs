// Add CPython bytecode to pure-Python wheels and to the standard library's zip, compiled by Pyodide's own Python, so that the
// zero-install site's kernel imports them without compiling their sources in the browser.
// Usage: node scripts/lite_bytecode.mjs <pyodide folder> <wheel folder> [name of a wheel to keep its sources ...]
// A wheel named after the folders keeps its sources and gains __pycache__/<module>.<tag>.pyc files
// of the "unchecked hash" kind (used as they are, never compared with the source), so that its
// tracebacks still show their lines. Every other wheel has each module replaced by its bytecode
// (module.pyc where module.py was), as Pyodide's own distribution does. RECORD lists what is there.
// A python_stdlib.zip in the folder has its modules replaced by their bytecode too.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideArg, wheelArg, ...keepSources] = process.argv.slice(2);
if (!pyodideArg || !wheelArg) {
  console.error("usage: node lite_bytecode.mjs <pyodide folder> <wheel folder> [wheel name keeping its sources ...]");
  process.exit(2);
}
const [pyodideDir, wheelDir] = [resolve(pyodideArg), resolve(wheelArg)];
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: console.log, stderr: console.error });
pyodide.FS.mkdirTree("/wheels");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: wheelDir }, "/wheels");
pyodide.globals.set("KEEP_SOURCES", pyodide.toPy(keepSources));
pyodide.runPython(`
import importlib.util, io, pathlib, sys, warnings, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc, _code_to_timestamp_pyc

TAG = sys.implementation.cache_tag
warnings.simplefilter("ignore", SyntaxWarning)  # the packages' own odd escapes, not ours to report

def entry(name, like):
    # dated like the source entry, so that the same wheel always gives the same bytes
    made = zipfile.ZipInfo(name, date_time=like.date_time)
    made.compress_type = zipfile.ZIP_DEFLATED
    return made


def with_bytecode(path, keep_sources):
    source = zipfile.ZipFile(path)
    if any(name.endswith(".pyc") for name in source.namelist()):
        return 0
    out, listed, compiled, record_name = io.BytesIO(), [], 0, None
    skipped = (".dist-info/", ".data/", "/tests/", "/test/")
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            data = source.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record_name = info
                continue
            code = None
            if info.filename.endswith(".py") and not any(part in info.filename for part in skipped):
                try:
                    code = compile(data, info.filename, "exec", dont_inherit=True)
                except SyntaxError:
                    code = None  # a file that is never imported (a template, a Python 2 example)
            if code is None or keep_sources:
                target.writestr(info, data)
                listed.append(info.filename)
            if code is None:
                continue
            compiled += 1
            if keep_sources:
                folder, _, name = info.filename.rpartition("/")
                pyc = (folder + "/" if folder else "") + "__pycache__/" + name[:-3] + "." + TAG + ".pyc"
                target.writestr(entry(pyc, info), bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)))
            else:
                pyc = info.filename[:-3] + ".pyc"
                target.writestr(entry(pyc, info), bytes(_code_to_timestamp_pyc(code)))
            listed.append(pyc)
        listed.append(record_name.filename)
        target.writestr(record_name, "".join(name + ",,\\n" for name in listed))
    pathlib.Path(path).write_bytes(out.getvalue())
    return compiled

def stdlib_with_bytecode(path):
    # the standard library's zip: each module replaced by its bytecode (zipimport reads .pyc entries)
    source = zipfile.ZipFile(path)
    if any(name.endswith(".pyc") for name in source.namelist()):
        return 0
    out, compiled = io.BytesIO(), 0
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            data = source.read(info)
            code = None
            if info.filename.endswith(".py"):
                try:
                    code = compile(data, info.filename, "exec", dont_inherit=True)
                except SyntaxError:
                    code = None
            if code is None:
                target.writestr(info, data)
            else:
                target.writestr(entry(info.filename[:-3] + ".pyc", info), bytes(_code_to_timestamp_pyc(code)))
                compiled += 1
    pathlib.Path(path).write_bytes(out.getvalue())
    return compiled

stdlib = pathlib.Path("/wheels/python_stdlib.zip")
if stdlib.exists():
    print(stdlib.name, stdlib_with_bytecode(stdlib), "modules compiled")
for wheel in sorted(pathlib.Path("/wheels").glob("*.whl")):
    keep = wheel.name.split("-")[0] in KEEP_SOURCES
    print(wheel.name, with_bytecode(wheel, keep), "modules compiled", "(sources kept)" if keep else "")
`);
pyodide.FS.unmount("/wheels");
