#!/usr/bin/env bash
# Debian packages the ATS extraction harness needs (CI does not run it): Chromium to print,
# poppler (pdftotext, pdftoppm), PDFBox 2 with a Java runtime (the engine inside Apache Tika),
# pdfminer and pypdf. MuPDF and pdf.js come from npm.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ -f /usr/share/java/pdfbox2-tools.jar ] || need+=(libpdfbox2-java)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
/usr/bin/python3 -c "import pdfminer" 2>/dev/null || need+=(python3-pdfminer)
/usr/bin/python3 -c "import pypdf" 2>/dev/null || need+=(python3-pypdf)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}"
fi
