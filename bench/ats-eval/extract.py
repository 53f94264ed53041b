# Extract text with pdfminer.six and pypdf (Debian python3-pdfminer, python3-pypdf) from each PDF
# named on the command line; prints one JSON object {path: {"pdfminer": text, "pypdf": text}}.
import json, sys
from pdfminer.high_level import extract_text
from pypdf import PdfReader

out = {}
for path in sys.argv[1:]:
    r = {}
    try:
        r["pdfminer"] = extract_text(path)
    except Exception as e:  # noqa: BLE001
        r["pdfminer"] = ""
    try:
        r["pypdf"] = "\f".join(p.extract_text() or "" for p in PdfReader(path).pages)
    except Exception as e:  # noqa: BLE001
        r["pypdf"] = ""
    out[path] = r
json.dump(out, sys.stdout, ensure_ascii=False)
