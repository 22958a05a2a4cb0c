/* Generated from evdev_ev.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <linux/input-event-codes.h>
static const struct xlat_entry evdev_ev_entries[] = {
	{ (uint64_t)(EV_SYN), "EV_SYN" },
	{ (uint64_t)(EV_KEY), "EV_KEY" },
	{ (uint64_t)(EV_REL), "EV_REL" },
	{ (uint64_t)(EV_ABS), "EV_ABS" },
	{ (uint64_t)(EV_MSC), "EV_MSC" },
	{ (uint64_t)(EV_SW), "EV_SW" },
	{ (uint64_t)(EV_LED), "EV_LED" },
	{ (uint64_t)(EV_SND), "EV_SND" },
	{ (uint64_t)(EV_REP), "EV_REP" },
	{ (uint64_t)(EV_FF), "EV_FF" },
	{ (uint64_t)(EV_PWR), "EV_PWR" },
	{ (uint64_t)(EV_FF_STATUS), "EV_FF_STATUS" },
};
static const struct xlat evdev_ev = { evdev_ev_entries, sizeof(evdev_ev_entries) / sizeof(evdev_ev_entries[0]) };
