/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: GPIO requests on a descriptor that is not a gpio chip (they fail):
 * what the kernel reads (line offsets, v1 handle and event requests, the v2
 * line request and configuration with each attribute kind, the values set),
 * and what it would only write as an address.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/gpio.h>

#define ZEROS8 "0, 0, 0, 0, 0, 0, 0, 0"
#define ZEROS32 ZEROS8 ", " ZEROS8 ", " ZEROS8 ", " ZEROS8

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct gpiochip_info *ci = tail_alloc(sizeof(*ci));
	rc = syscall(SYS_ioctl, fd, GPIO_GET_CHIPINFO_IOCTL, ci);
	printf("ioctl(%d, GPIO_GET_CHIPINFO_IOCTL, %s) = %s\n", fd, sprintaddr(ci), sprintrc(rc));

	struct gpioline_info *li = tail_alloc(sizeof(*li));
	memset(li, 0, sizeof(*li));
	li->line_offset = 7;
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEINFO_IOCTL, li);
	printf("ioctl(%d, GPIO_GET_LINEINFO_IOCTL, {line_offset=7}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEINFO_WATCH_IOCTL, li);
	printf("ioctl(%d, GPIO_GET_LINEINFO_WATCH_IOCTL, {line_offset=7}) = %s\n", fd, sprintrc(rc));
	uint32_t *off = tail_alloc(sizeof(*off));
	*off = 9;
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEINFO_UNWATCH_IOCTL, off);
	printf("ioctl(%d, GPIO_GET_LINEINFO_UNWATCH_IOCTL, {offset=9}) = %s\n", fd, sprintrc(rc));
	struct gpio_v2_line_info *l2 = tail_alloc(sizeof(*l2));
	memset(l2, 0, sizeof(*l2));
	l2->offset = 3;
	strcpy(l2->name, "n");
	rc = syscall(SYS_ioctl, fd, GPIO_V2_GET_LINEINFO_IOCTL, l2);
	printf("ioctl(%d, GPIO_V2_GET_LINEINFO_IOCTL, {offset=3}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, GPIO_V2_GET_LINEINFO_WATCH_IOCTL, l2);
	printf("ioctl(%d, GPIO_V2_GET_LINEINFO_WATCH_IOCTL, {offset=3}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEINFO_IOCTL, 8);
	printf("ioctl(%d, GPIO_GET_LINEINFO_IOCTL, 0x8) = %s\n", fd, sprintrc(rc));

	struct gpiohandle_request *hr = tail_alloc(sizeof(*hr));
	memset(hr, 0, sizeof(*hr));
	hr->lineoffsets[0] = 1;
	hr->lineoffsets[1] = 4;
	hr->lines = 2;
	hr->flags = GPIOHANDLE_REQUEST_OUTPUT | GPIOHANDLE_REQUEST_ACTIVE_LOW;
	hr->default_values[0] = 1;
	strcpy(hr->consumer_label, "foo");
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEHANDLE_IOCTL, hr);
	printf("ioctl(%d, GPIO_GET_LINEHANDLE_IOCTL, {lines=2, lineoffsets=[1, 4]"
	       ", flags=GPIOHANDLE_REQUEST_OUTPUT|GPIOHANDLE_REQUEST_ACTIVE_LOW"
	       ", default_values=[1, 0], consumer_label=\"foo\"}) = %s\n", fd, sprintrc(rc));
	hr->lines = 70;
	hr->lineoffsets[0] = 0;
	hr->lineoffsets[1] = 0;
	hr->default_values[0] = 0;
	hr->flags = 0x100 | GPIOHANDLE_REQUEST_BIAS_DISABLE;
	memset(hr->consumer_label, 'x', sizeof(hr->consumer_label));
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEHANDLE_IOCTL, hr);
	printf("ioctl(%d, GPIO_GET_LINEHANDLE_IOCTL, {lines=70, lineoffsets=[" ZEROS32 ", ...]"
	       ", flags=GPIOHANDLE_REQUEST_BIAS_DISABLE|0x100, default_values=[" ZEROS32 ", ...]"
	       ", consumer_label=\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"...}) = %s\n", fd, sprintrc(rc));
	hr->lines = 0;
	hr->flags = 0;
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEHANDLE_IOCTL, hr);
	printf("ioctl(%d, GPIO_GET_LINEHANDLE_IOCTL, {lines=0, lineoffsets=[], flags=0"
	       ", default_values=[], consumer_label=\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"...}) = %s\n",
	       fd, sprintrc(rc));

	struct gpioevent_request *er = tail_alloc(sizeof(*er));
	memset(er, 0, sizeof(*er));
	er->lineoffset = 5;
	er->handleflags = GPIOHANDLE_REQUEST_INPUT;
	er->eventflags = GPIOEVENT_REQUEST_BOTH_EDGES;
	strcpy(er->consumer_label, "bar");
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEEVENT_IOCTL, er);
	printf("ioctl(%d, GPIO_GET_LINEEVENT_IOCTL, {lineoffset=5, handleflags=GPIOHANDLE_REQUEST_INPUT"
	       ", eventflags=GPIOEVENT_REQUEST_BOTH_EDGES, consumer_label=\"bar\"}) = %s\n",
	       fd, sprintrc(rc));
	memset(er, 0, sizeof(*er));
	er->eventflags = 0x10 | GPIOEVENT_REQUEST_FALLING_EDGE;
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEEVENT_IOCTL, er);
	printf("ioctl(%d, GPIO_GET_LINEEVENT_IOCTL, {lineoffset=0, handleflags=0"
	       ", eventflags=GPIOEVENT_REQUEST_FALLING_EDGE|0x10, consumer_label=\"\"}) = %s\n",
	       fd, sprintrc(rc));
	er->eventflags = 0x10;
	rc = syscall(SYS_ioctl, fd, GPIO_GET_LINEEVENT_IOCTL, er);
	printf("ioctl(%d, GPIO_GET_LINEEVENT_IOCTL, {lineoffset=0, handleflags=0"
	       ", eventflags=0x10 /* GPIOEVENT_REQUEST_??? */, consumer_label=\"\"}) = %s\n",
	       fd, sprintrc(rc));

	struct gpiohandle_data *hd = tail_alloc(sizeof(*hd));
	memset(hd, 0, sizeof(*hd));
	hd->values[0] = 1;
	hd->values[2] = 1;
	rc = syscall(SYS_ioctl, fd, GPIOHANDLE_GET_LINE_VALUES_IOCTL, hd);
	printf("ioctl(%d, GPIOHANDLE_GET_LINE_VALUES_IOCTL, %s) = %s\n", fd, sprintaddr(hd),
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, GPIOHANDLE_SET_LINE_VALUES_IOCTL, hd);
	printf("ioctl(%d, GPIOHANDLE_SET_LINE_VALUES_IOCTL, {values=[1, 0, 1, 0, 0, 0, 0, 0, "
	       ZEROS8 ", " ZEROS8 ", " ZEROS8 ", ...]}) = %s\n", fd, sprintrc(rc));
	struct gpiohandle_config *hc = tail_alloc(sizeof(*hc));
	memset(hc, 0, sizeof(*hc));
	hc->flags = GPIOHANDLE_REQUEST_OUTPUT;
	hc->default_values[1] = 1;
	hc->padding[1] = 3;
	rc = syscall(SYS_ioctl, fd, GPIOHANDLE_SET_CONFIG_IOCTL, hc);
	printf("ioctl(%d, GPIOHANDLE_SET_CONFIG_IOCTL, {flags=GPIOHANDLE_REQUEST_OUTPUT"
	       ", default_values=[0, 1, 0, 0, 0, 0, 0, 0, " ZEROS8 ", " ZEROS8 ", " ZEROS8
	       ", ...]}) = %s\n", fd, sprintrc(rc));

	struct gpio_v2_line_request *lr = tail_alloc(sizeof(*lr));
	memset(lr, 0, sizeof(*lr));
	lr->offsets[0] = 2;
	lr->offsets[1] = 6;
	lr->num_lines = 2;
	strcpy(lr->consumer, "baz");
	lr->config.flags = GPIO_V2_LINE_FLAG_OUTPUT;
	lr->config.num_attrs = 1;
	lr->config.attrs[0].attr.id = GPIO_V2_LINE_ATTR_ID_OUTPUT_VALUES;
	lr->config.attrs[0].attr.values = 1;
	lr->config.attrs[0].mask = 3;
	lr->event_buffer_size = 16;
	lr->fd = 3;
	rc = syscall(SYS_ioctl, fd, GPIO_V2_GET_LINE_IOCTL, lr);
	printf("ioctl(%d, GPIO_V2_GET_LINE_IOCTL, {num_lines=2, offsets=[2, 6], consumer=\"baz\""
	       ", config={flags=GPIO_V2_LINE_FLAG_OUTPUT, num_attrs=1, attrs=[{values=0x1"
	       ", mask=0x3}]}, event_buffer_size=16}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, GPIO_V2_LINE_SET_CONFIG_IOCTL, &lr->config);
	printf("ioctl(%d, GPIO_V2_LINE_SET_CONFIG_IOCTL, {flags=GPIO_V2_LINE_FLAG_OUTPUT"
	       ", num_attrs=1, attrs=[{values=0x1, mask=0x3}]}) = %s\n", fd, sprintrc(rc));

	memset(lr, 0, sizeof(*lr));
	lr->num_lines = 1;
	lr->config.flags = GPIO_V2_LINE_FLAG_USED | GPIO_V2_LINE_FLAG_BIAS_DISABLED | 0x100000;
	lr->config.num_attrs = 4;
	lr->config.attrs[0].attr.id = GPIO_V2_LINE_ATTR_ID_FLAGS;
	lr->config.attrs[0].attr.flags = GPIO_V2_LINE_FLAG_INPUT | GPIO_V2_LINE_FLAG_EDGE_RISING;
	lr->config.attrs[0].mask = 1;
	lr->config.attrs[1].attr.id = GPIO_V2_LINE_ATTR_ID_DEBOUNCE;
	lr->config.attrs[1].attr.debounce_period_us = 100;
	lr->config.attrs[1].mask = 2;
	lr->config.attrs[2].attr.id = 9;
	lr->config.attrs[2].attr.values = 0x55;
	lr->config.attrs[2].mask = 4;
	lr->config.attrs[3].attr.padding = 1;
	lr->config.padding[0] = 1;
	lr->padding[2] = 5;
	rc = syscall(SYS_ioctl, fd, GPIO_V2_GET_LINE_IOCTL, lr);
	printf("ioctl(%d, GPIO_V2_GET_LINE_IOCTL, {num_lines=1, offsets=[0], consumer=\"\""
	       ", config={flags=GPIO_V2_LINE_FLAG_USED|GPIO_V2_LINE_FLAG_BIAS_DISABLED|0x100000"
	       ", num_attrs=4, padding=[0x1, 0, 0, 0, 0]"
	       ", attrs=[{flags=GPIO_V2_LINE_FLAG_INPUT|GPIO_V2_LINE_FLAG_EDGE_RISING, mask=0x1}"
	       ", {debounce_period_us=100, mask=0x2}, {attr={id=9, data=0x55}, mask=0x4}"
	       ", {attr={id=0, padding=0x1, data=0}, mask=0}]}, padding=[0, 0, 0x5, 0, 0]})"
	       " = %s\n", fd, sprintrc(rc));
	lr->num_lines = 65;
	lr->config.num_attrs = 11;
	lr->config.flags = 0;
	rc = syscall(SYS_ioctl, fd, GPIO_V2_GET_LINE_IOCTL, lr);
	printf("ioctl(%d, GPIO_V2_GET_LINE_IOCTL, {num_lines=65, offsets=[" ZEROS32 ", ...]"
	       ", consumer=\"\", config={flags=0, num_attrs=11, padding=[0x1, 0, 0, 0, 0]"
	       ", attrs=[{flags=GPIO_V2_LINE_FLAG_INPUT|GPIO_V2_LINE_FLAG_EDGE_RISING, mask=0x1}"
	       ", {debounce_period_us=100, mask=0x2}, {attr={id=9, data=0x55}, mask=0x4}"
	       ", {attr={id=0, padding=0x1, data=0}, mask=0}", fd);
	for (int i = 4; i < 10; i++)
		printf(", {attr={id=0, data=0}, mask=0}");
	printf("]}, padding=[0, 0, 0x5, 0, 0]}) = %s\n", sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, GPIO_V2_GET_LINE_IOCTL, NULL);
	printf("ioctl(%d, GPIO_V2_GET_LINE_IOCTL, NULL) = %s\n", fd, sprintrc(rc));

	struct gpio_v2_line_values *lv = tail_alloc(sizeof(*lv));
	lv->bits = 5;
	lv->mask = 7;
	rc = syscall(SYS_ioctl, fd, GPIO_V2_LINE_GET_VALUES_IOCTL, lv);
	printf("ioctl(%d, GPIO_V2_LINE_GET_VALUES_IOCTL, {mask=0x7}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, GPIO_V2_LINE_SET_VALUES_IOCTL, lv);
	printf("ioctl(%d, GPIO_V2_LINE_SET_VALUES_IOCTL, {bits=0x5, mask=0x7}) = %s\n", fd,
	       sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
