# SPDX-License-Identifier: GPL-2.0-or-later
dist_man_MANS += man/systrace.1 man/systrace-probe-effect.7
dist_man_MANS += man/systrace-ioctl-bench.1
