#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Generate ./configure from configure.ac and Makefile.am.
set -e
cd "$(dirname "$0")"
exec autoreconf --install --force --warnings=all
