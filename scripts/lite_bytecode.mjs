// Add CPython bytecode to pure-Python wheels, compiled by Pyodide's own Python, so that the
// zero-install site's kernel imports them without compiling their sources in the browser.
// Usage: node scripts/lite_bytecode.mjs <pyodide folder> <wheel folder>
// Each wheel keeps its sources and gains __pycache__/<module>.<tag>.pyc files of the
// "unchecked hash" kind (used as they are, never compared with the source), listed in RECORD.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelDir] = process.argv.slice(2).map((p) => resolve(p));
if (!pyodideDir || !wheelDir) {
  console.error("usage: node lite_bytecode.mjs <pyodide folder> <wheel folder>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: console.log, stderr: console.error });
pyodide.FS.mkdirTree("/wheels");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: wheelDir }, "/wheels");
pyodide.runPython(`
import importlib.util, io, pathlib, sys, warnings, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag
warnings.simplefilter("ignore", SyntaxWarning)  # the packages' own odd escapes, not ours to report

def with_bytecode(path):
    source = zipfile.ZipFile(path)
    names = source.namelist()
    if any(name.endswith(".pyc") for name in names):
        return 0
    out, compiled, record_name = io.BytesIO(), [], None
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            data = source.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record_name, record = info, data
                continue
            target.writestr(info, data)
            skipped = (".dist-info/", ".data/", "/tests/", "/test/")
            if info.filename.endswith(".py") and not any(part in info.filename for part in skipped):
                try:
                    code = compile(data, info.filename, "exec", dont_inherit=True)
                except SyntaxError:
                    continue  # a file that is never imported (a template, a Python 2 example)
                folder, _, name = info.filename.rpartition("/")
                pyc = (folder + "/" if folder else "") + "__pycache__/" + name[:-3] + "." + TAG + ".pyc"
                target.writestr(pyc, bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)))
                compiled.append(pyc)
        record += "".join(name + ",,\\n" for name in compiled).encode()
        target.writestr(record_name, record)
    pathlib.Path(path).write_bytes(out.getvalue())
    return len(compiled)

for wheel in sorted(pathlib.Path("/wheels").glob("*.whl")):
    print(wheel.name, with_bytecode(wheel), "modules compiled")
`);
pyodide.FS.unmount("/wheels");
