# SPDX-License-Identifier: GPL-2.0-or-later
dist_man_MANS += man/systrace.1 man/systrace-probe-effect.7
dist_man_MANS += man/systrace-ioctl-bench.1

# Structured output (values helper): the JSON Lines format and its schema, installed
# where tools that read systrace's JSON find it.
dist_man_MANS += man/systrace-json.5
jsonschemadir = $(pkgdatadir)
dist_jsonschema_DATA = man/systrace-json.schema.json

# --output-format=ctf (ctf helper): the CTF trace layout.
dist_man_MANS += man/systrace-ctf.5
